import type { ActionFunctionArgs, RouteObject } from 'react-router-dom';
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
  'login-code': () => import('./screens/login-code'),
  'place-order': () => import('./screens/place-order'),
  orders: () => import('./screens/orders'),
  order: () => import('./screens/order'),
  'forgot-password': () => import('./screens/forgot-password'),
  'reset-password': () => import('./screens/reset-password'),
  invitation: () => import('./screens/invitation'),
  'verify-email': () => import('./screens/verify-email'),
  account: () => import('./screens/account'),
  verify: () => import('./screens/verify'),
  appointment: () => import('./screens/appointment'),
  policy: () => import('./screens/policy'),
  offline: () => import('./screens/offline'),
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

/**
 * The shop owner's admin: its own frame and pages, in modules a shopper never loads. Its forms' actions are on
 * the routes themselves, loaded on the first post: the server answers them without JavaScript, and the browser's
 * router runs the same code with it (store/actions/admin.ts).
 */
const adminScreens = {
  shell: () => import('./admin/shell'),
  today: () => import('./admin/today'),
  business: () => import('./admin/business'),
  orders: () => import('./admin/orders'),
  'new-order': () => import('./admin/new-order'),
  order: () => import('./admin/order'),
  customers: () => import('./admin/customers'),
  customer: () => import('./admin/customer'),
  'packing-slip': () => import('./admin/packing-slip'),
  'packing-slips': () => import('./admin/packing-slips'),
  invoice: () => import('./admin/invoice'),
  invoices: () => import('./admin/invoices'),
  transfers: () => import('./admin/transfers'),
  popup: () => import('./admin/popup'),
  staff: () => import('./admin/staff'),
  audit: () => import('./admin/audit'),
  security: () => import('./admin/security'),
  reviews: () => import('./admin/reviews'),
  messages: () => import('./admin/messages'),
  message: () => import('./admin/message'),
  subscribers: () => import('./admin/subscribers'),
  settings: () => import('./admin/settings'),
  products: () => import('./admin/products'),
  product: () => import('./admin/product'),
} satisfies Record<string, () => Promise<ScreenModule>>;

const adminFileOfRoute = new Map<string, string>();

function adminPage(
  screen: keyof typeof adminScreens,
  where: { path: string } | { index: true },
  id: string,
  rest: Pick<RouteObject, 'action' | 'HydrateFallback'> & { children?: RouteObject[] } = {},
): RouteObject {
  adminFileOfRoute.set(id, `store/admin/${screen}.tsx`);
  const lazy = () => adminScreens[screen]().then(screenRoute);
  if ('path' in where) return { id, path: where.path, ...rest, lazy };
  const { children, ...page } = rest;
  if (children) throw new Error(`The admin's ${id} is an index route: it has no children`);
  return { id, index: true, ...page, lazy };
}

const adminActions = () => import('./actions/admin');
const statementActions = () => import('./actions/admin-statements');
const newOrderActions = () => import('./actions/admin-new-order');
const popupActions = () => import('./actions/admin-popup');
const peopleActions = () => import('./actions/admin-people');
const securityActions = () => import('./actions/admin-security');
const inboxActions = () => import('./actions/admin-inbox');
const settingsActions = () => import('./actions/admin-settings');
const productActions = () => import('./actions/admin-products');
const customerActions = () => import('./actions/admin-customers');

/** The source file of the screen a route shows ('store/screens/product.tsx'), as Vite's manifest names it. */
export function screenFileOf(routeId: string): string | null {
  const screen = screenOfRoute.get(routeId);
  return screen ? `store/screens/${screen}.tsx` : (adminFileOfRoute.get(routeId) ?? null);
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
          // /menu shows the collection too (docs/decisions/022-menu-shows-the-collection.md)
          page('products', { path: 'menu' }, 'menu'),
          page('about', { path: 'about' }),
          page('contact', { path: 'contact' }),
          page('product', { path: 'product/:productId' }),
          page('cart', { path: 'cart' }),
          page('login', { path: 'login' }),
          // a login's second step, for an account with an authenticator
          page('login-code', { path: 'login/code' }),
          page('place-order', { path: 'place-order' }),
          page('orders', { path: 'orders' }),
          // the signed link of an order's mails
          page('order', { path: 'order/:orderId/:key' }),
          page('forgot-password', { path: 'forgot-password' }),
          page('reset-password', { path: 'reset-password/:token' }),
          // an invitation to the admin, from its mailed link (server/services/invitations.ts)
          page('invitation', { path: 'invitation/:token' }),
          page('verify-email', { path: 'verify-email/:userId/:key' }),
          page('account', { path: 'account' }),
          page('verify', { path: 'verify' }),
          page('appointment', { path: 'appointment' }),
          page('policy', { path: 'privacy' }, 'privacy'),
          page('policy', { path: 'terms' }, 'terms'),
          page('policy', { path: 'returns' }, 'returns'),
          // what a phone without a connection shows for a page it has not kept (store/offline/service-worker.ts)
          page('offline', { path: 'offline' }),
          page('not-found', { path: '*' }),
        ],
      },
    ],
  },
  adminPage('shell', { path: '/admin' }, 'admin', {
    HydrateFallback: FirstLoad,
    children: [
      adminPage('today', { index: true }, 'admin-today'),
      adminPage('business', { path: 'business' }, 'admin-business'),
      adminPage('orders', { path: 'orders' }, 'admin-orders', {
        action: (args: ActionFunctionArgs) =>
          adminActions().then((actions) => actions.adminOrdersAction(args)),
      }),
      adminPage('new-order', { path: 'orders/new' }, 'admin-new-order', {
        action: (args: ActionFunctionArgs) =>
          newOrderActions().then((actions) => actions.adminNewOrderAction(args)),
      }),
      adminPage('order', { path: 'orders/:orderId' }, 'admin-order', {
        action: (args: ActionFunctionArgs) =>
          adminActions().then((actions) => actions.adminOrderAction(args)),
      }),
      adminPage('customers', { path: 'customers' }, 'admin-customers', {
        action: (args: ActionFunctionArgs) =>
          customerActions().then((actions) => actions.adminCustomersAction(args)),
      }),
      adminPage('customer', { path: 'customers/:key' }, 'admin-customer'),
      adminPage('packing-slip', { path: 'orders/:orderId/slip' }, 'admin-packing-slip'),
      adminPage('packing-slips', { path: 'orders/slips' }, 'admin-packing-slips'),
      adminPage('invoice', { path: 'orders/:orderId/invoice' }, 'admin-invoice'),
      adminPage('invoices', { path: 'orders/invoices' }, 'admin-invoices'),
      adminPage('transfers', { path: 'transfers' }, 'admin-transfers', {
        action: (args: ActionFunctionArgs) =>
          statementActions().then((actions) => actions.adminTransfersAction(args)),
      }),
      adminPage('popup', { path: 'popup' }, 'admin-popup', {
        action: (args: ActionFunctionArgs) =>
          popupActions().then((actions) => actions.adminPopupAction(args)),
      }),
      adminPage('staff', { path: 'staff' }, 'admin-staff', {
        action: (args: ActionFunctionArgs) =>
          peopleActions().then((actions) => actions.adminStaffAction(args)),
      }),
      adminPage('audit', { path: 'audit' }, 'admin-audit', {
        action: (args: ActionFunctionArgs) =>
          peopleActions().then((actions) => actions.adminAuditAction(args)),
      }),
      adminPage('security', { path: 'security' }, 'admin-security', {
        action: (args: ActionFunctionArgs) =>
          securityActions().then((actions) => actions.adminSecurityAction(args)),
      }),
      adminPage('reviews', { path: 'reviews' }, 'admin-reviews', {
        action: (args: ActionFunctionArgs) =>
          inboxActions().then((actions) => actions.adminReviewsAction(args)),
      }),
      adminPage('messages', { path: 'messages' }, 'admin-messages'),
      adminPage('message', { path: 'messages/:messageId' }, 'admin-message', {
        action: (args: ActionFunctionArgs) =>
          inboxActions().then((actions) => actions.adminMessageAction(args)),
      }),
      adminPage('subscribers', { path: 'subscribers' }, 'admin-subscribers'),
      adminPage('settings', { path: 'settings' }, 'admin-settings', {
        action: (args: ActionFunctionArgs) =>
          settingsActions().then((actions) => actions.adminSettingsAction(args)),
      }),
      adminPage('products', { path: 'products' }, 'admin-products', {
        action: (args: ActionFunctionArgs) =>
          productActions().then((actions) => actions.adminProductsAction(args)),
      }),
      // 'new' and an id share the form: a new perfume has no id yet
      adminPage('product', { path: 'products/new' }, 'admin-product-new', {
        action: (args: ActionFunctionArgs) =>
          productActions().then((actions) => actions.adminProductAction(args)),
      }),
      adminPage('product', { path: 'products/:productId' }, 'admin-product', {
        action: (args: ActionFunctionArgs) =>
          productActions().then((actions) => actions.adminProductAction(args)),
      }),
    ],
  }),
];
