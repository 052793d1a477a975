// Not a story file: what the "before hydration" stories share.
import { startTransition, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * A component as the shop's server sends it: `host` gets its HTML, to look at and touch as a shopper can
 * before the page's scripts run. `hydrate()` then takes it over as store/hydrate.tsx does (in a transition),
 * and resolves to the root and the recoverable errors React met (a mismatch shows there).
 */
export function serverHtml(host: HTMLElement, element: ReactElement) {
  host.innerHTML = renderToString(element);
  return {
    hydrate(next: ReactElement = element) {
      const problems: unknown[] = [];
      let root: Root | undefined;
      startTransition(() => {
        root = hydrateRoot(host, next, { onRecoverableError: (error) => problems.push(error) });
      });
      return { problems, unmount: () => root?.unmount() };
    },
  };
}
