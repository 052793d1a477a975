import { describe, expect, it } from 'vitest';
import { chunkGroups } from './chunk-groups';

const HINT = '//# allFunctionsCalledOnLoad\n';

type Chunk = { type: 'chunk'; name: string; facadeModuleId: string | null; code: string };
const chunk = (name: string, facadeModuleId: string | null = null): Chunk => ({
  type: 'chunk',
  name,
  facadeModuleId,
  code: 'const __vite__mapDeps=(i)=>i;export{}',
});

/** The bundle as the build hands it to the plugin's last generateBundle step, for the given consumer. */
function generate(consumer: 'client' | 'server', bundle: Record<string, Chunk>) {
  const hook = chunkGroups().plugin.generateBundle as unknown as {
    order: string;
    handler: (this: unknown, options: unknown, bundle: Record<string, Chunk>) => void;
  };
  expect(hook.order).toBe('post');
  hook.handler.call({ environment: { config: { consumer } } }, {}, bundle);
  return bundle;
}

describe('the compile hint', () => {
  it('heads the files a first view runs, before Vite’s dynamic-import map, and no lazy widget’s', () => {
    const bundle = generate('client', {
      react: chunk('react'),
      common: chunk('common'),
      hydrate: chunk('hydrate', '/shop/store/hydrate.tsx'),
      home: chunk('home', '/shop/store/screens/home.tsx'),
      dialog: chunk('announcement-dialog', '/shop/store/shell/announcement-dialog.tsx'),
      radix: chunk('dist', '/shop/node_modules/@radix-ui/react-dialog/dist/index.mjs'),
      purchase: chunk('purchase', '/shop/store/screens/product/purchase.tsx'),
    });
    const hinted = Object.keys(bundle).filter((key) => bundle[key]!.code.startsWith(HINT));
    expect(hinted).toEqual(['react', 'common', 'hydrate', 'home']);
    expect(bundle.home!.code).toBe(`${HINT}const __vite__mapDeps=(i)=>i;export{}`);
  });

  it('leaves the server’s build alone', () => {
    const bundle = generate('server', {
      react: chunk('react'),
      home: chunk('home', '/shop/store/screens/home.tsx'),
    });
    expect(Object.values(bundle).some(({ code }) => code.startsWith(HINT))).toBe(false);
  });
});

describe('the groups', () => {
  /** A small shop's import graph, as Rolldown reports it module by module, and each group's test. */
  function grouped(graph: Record<string, string[]>) {
    const { plugin, groups } = chunkGroups();
    const parsed = plugin.moduleParsed as (info: { id: string; importedIds: readonly string[] }) => void;
    for (const [id, importedIds] of Object.entries(graph)) parsed({ id, importedIds });
    return (id: string) =>
      groups.filter(({ test }) => (typeof test === 'function' ? test(id) : test.test(id)));
  }
  const groupsOf = grouped({
    '/shop/store/hydrate.tsx': ['/shop/store/shell/header.tsx'],
    '/shop/store/shell/header.tsx': ['/shop/ui/lib/cn.ts', '/shop/machines/cart.ts'],
    '/shop/store/screens/home.tsx': ['/shop/ui/storefront/product-card.tsx'],
    '/shop/store/screens/product.tsx': [
      '/shop/ui/storefront/product-card.tsx',
      '/shop/ui/primitives/dialog.tsx',
    ],
    '/shop/ui/primitives/dialog.tsx': ['/shop/node_modules/@radix-ui/react-dialog/dist/index.mjs'],
    '/shop/store/screens/account.tsx': ['/shop/api/rules/password.ts'],
    '/shop/store/screens/reset-password.tsx': ['/shop/api/rules/password.ts'],
    '/shop/store/admin/today.tsx': ['/shop/ui/admin/admin-frame.tsx', '/shop/api/admin-product-rules.ts'],
    '/shop/store/admin/orders.tsx': ['/shop/ui/admin/admin-frame.tsx'],
  });
  const names = (id: string) => groupsOf(id).map(({ name }) => name);

  it('puts in common what the shop’s start and the landing pages share, and no widget', () => {
    for (const id of ['/shop/ui/lib/cn.ts', '/shop/machines/cart.ts', '/shop/ui/storefront/product-card.tsx'])
      expect(names(id), id).toEqual(['common', 'pages']);
    expect(names('/shop/ui/primitives/dialog.tsx')).toEqual([]);
  });

  it('keeps out of common what only other pages share, and the admin out of both', () => {
    expect(names('/shop/api/rules/password.ts')).toEqual(['pages']);
    expect(names('/shop/ui/admin/admin-frame.tsx')).toEqual(['admin']);
    expect(names('/shop/api/admin-product-rules.ts')).toEqual(['admin']);
  });
});
