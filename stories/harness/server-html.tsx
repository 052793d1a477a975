// Not a story file: what the "before hydration" stories share.
import { startTransition, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, waitFor, within } from 'storybook/test';

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

/**
 * A "before hydration" story's page: the element's server HTML in the story's `server-html` host, the queries
 * on it (`page`), and `hydrateUntil(ready)`, which hydrates, waits for `ready` to pass, checks that React met no
 * mismatch, and unmounts.
 */
export function serverHtmlPage(canvasElement: HTMLElement, element: ReactElement) {
  const host = within(canvasElement).getByTestId('server-html');
  const server = serverHtml(host, element);
  return {
    host,
    page: within(host),
    async hydrateUntil(ready: () => unknown) {
      const { problems, unmount } = server.hydrate();
      await waitFor(ready);
      await expect(problems).toEqual([]);
      unmount();
    },
  };
}
