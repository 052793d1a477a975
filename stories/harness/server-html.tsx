// Not a story file: what the "before hydration" stories share.
import { startTransition, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, waitFor, within } from 'storybook/test';

/** The roots hydrated by the story on show; unmounted when the next story starts (.storybook/preview.tsx). */
const shownRoots = new Set<Root>();

/** Unmounts what the last "before hydration" story hydrated: a story ends showing its page, not an empty box. */
export function forgetServerHtml() {
  for (const root of shownRoots) root.unmount();
  shownRoots.clear();
}

/**
 * A component as the shop's server sends it: `host` gets its HTML, to look at and touch as a shopper can
 * before the page's scripts run. `hydrate()` then takes it over as store/hydrate.tsx does (in a transition),
 * and resolves to the recoverable errors React met (a mismatch shows there). The hydrated page stays on show
 * until the next story.
 */
export function serverHtml(host: HTMLElement, element: ReactElement) {
  host.innerHTML = renderToString(element);
  return {
    hydrate(next: ReactElement = element) {
      const problems: unknown[] = [];
      startTransition(() => {
        shownRoots.add(hydrateRoot(host, next, { onRecoverableError: (error) => problems.push(error) }));
      });
      return { problems };
    },
  };
}

/**
 * A "before hydration" story's page: the element's server HTML in the story's `server-html` host, the queries
 * on it (`page`), and `hydrateUntil(ready)`, which hydrates, waits for `ready` to pass and checks that React met
 * no mismatch.
 */
export function serverHtmlPage(canvasElement: HTMLElement, element: ReactElement) {
  const host = within(canvasElement).getByTestId('server-html');
  const server = serverHtml(host, element);
  return {
    host,
    page: within(host),
    async hydrateUntil(ready: () => unknown) {
      const { problems } = server.hydrate();
      await waitFor(ready);
      await expect(problems).toEqual([]);
    },
  };
}
