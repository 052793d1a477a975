import type { RouteObject } from 'react-router-dom';
import { screenRoute, type ScreenModule } from './screen';
import { Shell } from './shell';
import { PageError, RootError } from './shell/errors';
import { FirstLoad } from './shell/first-load';
import { ROOT_ROUTE_ID, keepRootData, rootLoader } from './shell/root-data';

/** Every screen, loaded on demand: a page ships only its own code (see screen.ts for what each exports). */
const screens = {
  home: () => import('./screens/home'),
  products: () => import('./screens/products'),
  about: () => import('./screens/about'),
  contact: () => import('./screens/contact'),
  product: () => import('./screens/product'),
  cart: () => import('./screens/cart'),
  login: () => import('./screens/login'),
  'place-order': () => import('./screens/place-order'),
  orders: () => import('./screens/orders'),
  order: () => import('./screens/order'),
  'forgot-password': () => import('./screens/forgot-password'),
  'reset-password': () => import('./screens/reset-password'),
  account: () => import('./screens/account'),
  verify: () => import('./screens/verify'),
  appointment: () => import('./screens/appointment'),
  policy: () => import('./screens/policy'),
  'not-found': () => import('./screens/not-found'),
} satisfies Record<string, () => Promise<ScreenModule>>;

export type ScreenName = keyof typeof screens;

/** Route id -> screen, for the server to preload the page's own chunk (entry-server.tsx). */
const screenOfRoute = new Map<string, ScreenName>();

function page(
  screen: ScreenName,
  where: { path: string } | { index: true },
  id: string = screen,
): RouteObject {
  screenOfRoute.set(id, screen);
  return { id, ...where, lazy: () => screens[screen]().then(screenRoute) };
}

/** The source file of the screen a route shows ('store/screens/product.tsx'), as Vite's manifest names it. */
export function screenFileOf(routeId: string): string | null {
  const screen = screenOfRoute.get(routeId);
  return screen ? `store/screens/${screen}.tsx` : null;
}

export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    Component: Shell,
    ErrorBoundary: RootError,
    HydrateFallback: FirstLoad,
    loader: rootLoader,
    shouldRevalidate: keepRootData,
    children: [
      {
        // a failing page shows its error inside the shell, with the header and footer still there
        ErrorBoundary: PageError,
        children: [
          page('home', { index: true }),
          page('products', { path: 'products' }),
          // DESIGN.md decision 1: /menu shows the collection too
          page('products', { path: 'menu' }, 'menu'),
          page('about', { path: 'about' }),
          page('contact', { path: 'contact' }),
          page('product', { path: 'product/:productId' }),
          page('cart', { path: 'cart' }),
          page('login', { path: 'login' }),
          page('place-order', { path: 'place-order' }),
          page('orders', { path: 'orders' }),
          // the signed link of an order's mails (issue 17)
          page('order', { path: 'order/:orderId/:key' }),
          page('forgot-password', { path: 'forgot-password' }),
          page('reset-password', { path: 'reset-password/:token' }),
          page('account', { path: 'account' }),
          page('verify', { path: 'verify' }),
          page('appointment', { path: 'appointment' }),
          page('policy', { path: 'privacy' }, 'privacy'),
          page('policy', { path: 'terms' }, 'terms'),
          page('policy', { path: 'returns' }, 'returns'),
          page('not-found', { path: '*' }),
        ],
      },
    ],
  },
];
