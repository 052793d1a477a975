// The storefront in the browser: entry-client.tsx loads this module once the page's settings are in place, then
// loads the page's screen and starts it.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router-dom';
import { AppRoot } from './app-root';
import { routes } from './routes';

declare global {
  interface Window {
    /** written by React Router's StaticRouterProvider in the server's HTML */
    __staticRouterHydrationData?: unknown;
  }
}

const serverRendered = () => window.__staticRouterHydrationData !== undefined;

/**
 * The server rendered this page with its lazy screen already loaded; the browser must load the same
 * screen modules before hydrating, or its first render (a fallback) would not match the server's HTML.
 */
export async function loadMatchedScreens() {
  if (!serverRendered()) return;
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const screen = await route.lazy();
      Object.assign(route, { ...screen, lazy: undefined });
    }),
  );
}

/** Hydrates the server's HTML, or renders from scratch where there is none. */
export function startStorefront() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  // createBrowserRouter reads (and then forgets) window.__staticRouterHydrationData by itself
  const hydrating = serverRendered();
  const router = createBrowserRouter(routes);
  const app = <AppRoot router={<RouterProvider router={router} />} />;

  // Hydrating in a transition lets React pause every few milliseconds, so a tap or a key is never held up
  // behind the whole page's hydration on a slow phone.
  // `npm run dev` and `npm run dev:mock` serve index.html without a server render: render from scratch there.
  if (hydrating) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
