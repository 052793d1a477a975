import type { Plugin } from 'vite';

/** Radix's interactive widgets, as opposed to its light helpers (Slot, Label, VisuallyHidden) */
const WIDGET =
  /[\\/]@radix-ui[\\/]react-(accordion|collection|dialog|dismissable-layer|dropdown-menu|focus-scope|menu|popper|roving-focus|select|toast)[\\/]/;

/** The shop's start and its screens: the modules of a first view besides React's and common's */
const FIRST_VIEW = /[\\/]store[\\/](hydrate\.tsx|screens[\\/][^\\/]+\.tsx)$/;

/**
 * The pages a shopper lands on from a shared link or a search (home, the collection, a perfume) and the shop's
 * start: what they import is what `common` may hold, so those first views load nothing another page needs.
 */
const LANDING = /[\\/]store[\\/](hydrate\.tsx|screens[\\/](home|products|product)\.tsx)$/;

/** The owner's admin: its screens, components and form rules, which no shopper's page runs. */
const ADMIN = /[\\/](store|ui)[\\/]admin[\\/]|[\\/](api|store[\\/]actions)[\\/]admin-[^\\/]+$/;

/**
 * V8's compile hint: every function of a file that begins with it is compiled as the file streams in, on a
 * background thread. Without it, each function is compiled on the main thread at its first call (nearly all of
 * a first view's during hydration), and a bundled library's module function in one piece when it is first
 * evaluated: about 50 ms of the main thread on this machine, against about 10 ms with it. It must come first
 * in the file, before the dynamic-import map Vite writes at the top.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * How the storefront's JavaScript is cut into files (Rolldown's codeSplitting groups), for a phone on a
 * slow connection, where each file costs a request with its round trip and headers:
 * - vite-preload: Vite's helper for dynamic imports, alone. The entry needs it and nothing else, so the entry
 *   runs as soon as these two small files are in, while the large ones still download (it starts the Intl
 *   worker then). In common it had the entry wait for, and evaluate, all of common in one long task;
 * - react: React, React DOM and the router, which every page needs, in one file;
 * - common: the small modules that two or more pages share (icons, prices, links, hooks...) in one file,
 *   rather than dozens of tiny ones, as far as a landing page (LANDING) uses them: every page loads common, so
 *   what only the account, the checkout or the orders share would weigh on each shopper's first view. A module
 *   that leads to Radix's components (dialogs, menus, selects) stays out: its whole widget would otherwise load
 *   on every page. So does a module only those widgets use (the scroll lock, focus guards and portal of a
 *   dialog): the widgets share it in a file of its own;
 * - pages: the other modules that two or more pages share, in one file the other pages load beside common;
 * - admin: what the owner's screens share; no shopper's page loads it.
 * Everything else is split by Rolldown as usual: each screen's own code in its lazy chunk.
 * The files a first view runs begin with V8's compile hint (COMPILE_HINT).
 */
export function chunkGroups() {
  const imports = new Map<string, readonly string[]>();
  const importers = new Map<string, string[]>();
  const leadsToWidget = new Map<string, boolean>();
  const widgetsOnly = new Map<string, boolean>();
  let landing: Set<string> | null = null;

  /** Whether a landing page or the shop's start imports the module, statically, through any path. */
  const onLanding = (id: string): boolean => {
    if (!landing) {
      landing = new Set([...imports.keys()].filter((module) => LANDING.test(module)));
      for (const module of landing) for (const next of imports.get(module) ?? []) landing.add(next);
    }
    return landing.has(id);
  };

  const reachesWidget = (id: string, path = new Set<string>()): boolean => {
    const known = leadsToWidget.get(id);
    if (known !== undefined) return known;
    if (WIDGET.test(id)) return true;
    if (path.has(id)) return false;
    path.add(id);
    const result = (imports.get(id) ?? []).some((next) => reachesWidget(next, path));
    leadsToWidget.set(id, result);
    return result;
  };

  /** Whether only widgets (and what only they use) import the module, statically. */
  const onlyForWidgets = (id: string, path = new Set<string>()): boolean => {
    const known = widgetsOnly.get(id);
    if (known !== undefined) return known;
    if (WIDGET.test(id)) return true;
    const users = importers.get(id) ?? [];
    if (users.length === 0 || path.has(id)) return false;
    path.add(id);
    const result = users.every((user) => onlyForWidgets(user, path));
    widgetsOnly.set(id, result);
    return result;
  };

  const plugin: Plugin = {
    name: 'shop:chunk-groups',
    apply: 'build',
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
      for (const imported of info.importedIds) {
        const users = importers.get(imported) ?? [];
        users.push(info.id);
        importers.set(imported, users);
      }
    },
    // the files a first view runs (React, common, the shop's start, each screen) get V8's compile hint; the
    // lazy widgets' files compile as they are used
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.config.consumer !== 'client') return;
        for (const chunk of Object.values(bundle))
          if (
            chunk.type === 'chunk' &&
            (chunk.name === 'react' || chunk.name === 'common' || FIRST_VIEW.test(chunk.facadeModuleId ?? ''))
          )
            chunk.code = COMPILE_HINT + chunk.code;
      },
    },
  };

  /** A module pages may share in one file: no widget's, nor the admin's. */
  const shared = (id: string) => !ADMIN.test(id) && !reachesWidget(id) && !onlyForWidgets(id);

  const groups = [
    {
      name: 'vite-preload',
      test: /^\0vite\/preload-helper/,
      priority: 3,
    },
    {
      name: 'react',
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie)[\\/]/,
      priority: 2,
    },
    {
      name: 'common',
      minShareCount: 2,
      maxModuleSize: 6000,
      priority: 1,
      test: (id: string) => shared(id) && onLanding(id),
    },
    {
      name: 'pages',
      minShareCount: 2,
      maxModuleSize: 6000,
      priority: 0,
      test: shared,
    },
    {
      name: 'admin',
      minShareCount: 2,
      priority: 0,
      test: (id: string) => ADMIN.test(id),
    },
  ];
  return { plugin, groups };
}
