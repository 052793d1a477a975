/**
 * Where each call lives and who may make it: plain data with no schemas, so the browser's client can
 * route every call without loading zod. api/endpoints.ts adds the schemas to exactly these names.
 *
 * auth: 'required' answers 401 without a token; 'optional' uses it when present (guest checkout).
 * caller: webhooks are called by the payment provider, never by the storefront.
 */
import type { StaffRole } from './constants';
import { keysOf } from './guards';

export type Auth = 'none' | 'optional' | 'required';

export interface Route {
  method: 'GET' | 'POST';
  path: `/api/${string}`;
  auth: Auth;
  caller: 'storefront' | 'provider';
  /** the admin's calls: the least role that may make them (403 below it); with auth 'required' */
  role?: StaffRole;
  /** 'form': the body is multipart form data (a picture's file), sent as the FormData the caller gives */
  body?: 'form';
}

type StorefrontCall<M, P, A> = {
  readonly method: M;
  readonly path: P;
  readonly auth: A;
  readonly caller: 'storefront';
};

// Overloaded, so an omitted `auth` keeps the literal type 'none' (a defaulted generic parameter would widen it
// to Auth) and the server knows at compile time where a shopper is certain.
function get<P extends `/api/${string}`>(path: P): StorefrontCall<'GET', P, 'none'>;
function get<P extends `/api/${string}`, A extends Auth>(path: P, auth: A): StorefrontCall<'GET', P, A>;
function get(path: `/api/${string}`, auth: Auth = 'none') {
  return { method: 'GET', path, auth, caller: 'storefront' } as const;
}
function post<P extends `/api/${string}`>(path: P): StorefrontCall<'POST', P, 'none'>;
function post<P extends `/api/${string}`, A extends Auth>(path: P, auth: A): StorefrontCall<'POST', P, A>;
function post(path: `/api/${string}`, auth: Auth = 'none') {
  return { method: 'POST', path, auth, caller: 'storefront' } as const;
}
const admin = <P extends `/api/admin/${string}`>(
  method: 'GET' | 'POST',
  path: P,
  role: StaffRole = 'staff',
) => ({ method, path, auth: 'required', caller: 'storefront', role }) as const;
/** An admin call whose body is a file in multipart form data (a product's picture). */
const upload = <P extends `/api/admin/${string}`>(path: P) =>
  ({ ...admin('POST', path), body: 'form' }) as const;
const webhook = <P extends `/api/${string}`>(path: P) =>
  ({ method: 'POST', path, auth: 'none', caller: 'provider' }) as const;

/**
 * Every call the shop answers: the original client's calls, kept as it made them, and the ones added beside them
 * (docs/decisions/037-the-original-clients-calls-kept.md).
 */
export const routes = {
  popup: get('/api/popup'),
  config: get('/api/config'),
  health: get('/api/health'),

  productList: get('/api/product/list'),
  productAvailable: get('/api/product/available'),
  product: get('/api/product/:id'),

  // a guest's cart is kept by the `guest` cookie (docs/decisions/029-sessions-cookies-and-the-cart-merge.md)
  cartGet: post('/api/cart/get', 'optional'),
  cartAdd: post('/api/cart/add', 'optional'),
  cartUpdate: post('/api/cart/update', 'optional'),
  cartClear: post('/api/cart/clear', 'optional'),

  reviewSubmit: post('/api/review', 'required'),
  productReviews: get('/api/review/product/:productId'),
  ownProductReview: get('/api/review/user/:productId', 'required'),

  shopReviewSubmit: post('/api/restaurant-review', 'required'),
  shopReviews: get('/api/restaurant-review'),
  ownShopReview: get('/api/restaurant-review/user', 'required'),

  newsletterSubscribe: post('/api/newsletter/subscribe'),
  contact: post('/api/contact'),

  register: post('/api/user/register'),
  login: post('/api/user/login'),
  logout: post('/api/user/logout', 'required'),
  forgotPassword: post('/api/user/forgot-password'),
  resetPassword: post('/api/user/reset-password'),
  // the account page: this session stays after a change; logging out everywhere ends it too
  changePassword: post('/api/user/password', 'required'),
  logoutEverywhere: post('/api/user/logout-everywhere', 'required'),
  // the second step of a login whose account asks for an authenticator code (the password step's cookie)
  loginCode: post('/api/user/login/code'),
  // or, the phone lost, one of the account's recovery codes (each works once)
  loginRecovery: post('/api/user/login/recovery'),
  // an invitation to the admin, opened and accepted from its mailed link (the token in the body)
  invitation: post('/api/user/invitation'),
  acceptInvitation: post('/api/user/invitation/accept'),
  // the link mailed at sign-up: proves the mailbox and joins that email's guest orders (no session needed)
  verifyEmail: post('/api/user/verify-email'),

  placeOrder: post('/api/order/place', 'optional'),
  paystackOrder: post('/api/order/paystack', 'optional'),
  flutterwaveOrder: post('/api/order/flutterwave', 'optional'),
  // a guest gets the orders placed with their `guest` cookie, from this device
  // (docs/decisions/028-guest-orders-and-order-mails.md)
  userOrders: post('/api/order/userorders', 'optional'),
  checkoutDetails: get('/api/order/details', 'required'),
  trackOrder: post('/api/order/track'),
  // the signed link mailed with each order opens it without logging in
  openOrder: post('/api/order/open'),
  verifyPaystack: post('/api/order/verifyPaystack', 'optional'),
  verifyFlutterwave: post('/api/order/verifyFlutterwave', 'optional'),
  // an unpaid card order's payment started again, for its owner or its signed link's holder
  payNow: post('/api/order/pay', 'optional'),

  // the shop owner's admin (docs/decisions/033-the-owner-works-in-admin-and-the-cli.md): staff and the owner
  adminToday: admin('GET', '/api/admin/today'),
  // the Takings page: money received by day, week or month (api/rules/takings-periods.ts), what sold
  adminBusiness: admin('GET', '/api/admin/business/:by'),
  adminOrders: admin('POST', '/api/admin/orders'),
  adminOrder: admin('POST', '/api/admin/order'),
  // the people who ordered, accounts and guests; searched in the body, as it may hold an email or a phone
  adminCustomers: admin('POST', '/api/admin/customers'),
  adminCustomer: admin('POST', '/api/admin/customer'),
  adminMarkPaid: admin('POST', '/api/admin/order/paid'),
  adminSetStatus: admin('POST', '/api/admin/order/status'),
  adminOrderNote: admin('POST', '/api/admin/order/note'),
  adminDeliveryNote: admin('POST', '/api/admin/order/delivery-note'),
  adminRefund: admin('POST', '/api/admin/order/refund'),
  adminNewOrder: admin('POST', '/api/admin/order/new'),
  adminStatementMatch: admin('POST', '/api/admin/statement/match'),
  adminStatementConfirm: admin('POST', '/api/admin/statement/confirm'),
  adminPopup: admin('GET', '/api/admin/popup'),
  adminSetPopup: admin('POST', '/api/admin/popup'),
  // the shop's settings: bank details are the shop's money, so the owner's alone
  adminSettings: admin('GET', '/api/admin/settings', 'owner'),
  adminSaveSettings: admin('POST', '/api/admin/settings', 'owner'),
  // reviews, contact messages and the newsletter's subscribers (the CSV file is the server's /admin/subscribers.csv)
  adminReviews: admin('POST', '/api/admin/reviews'),
  adminHideReview: admin('POST', '/api/admin/review/hidden'),
  adminMessages: admin('POST', '/api/admin/messages'),
  adminMessage: admin('POST', '/api/admin/message'),
  adminMarkAnswered: admin('POST', '/api/admin/message/answered'),
  adminReply: admin('POST', '/api/admin/message/reply'),
  adminSubscribers: admin('GET', '/api/admin/subscribers'),
  // the owner's own: the shop's people and the audit log; each account's own second factor
  adminStaff: admin('GET', '/api/admin/staff', 'owner'),
  adminInviteStaff: admin('POST', '/api/admin/staff/invite', 'owner'),
  adminRemoveStaff: admin('POST', '/api/admin/staff/remove', 'owner'),
  adminCancelInvitation: admin('POST', '/api/admin/staff/invitation/cancel', 'owner'),
  adminResendInvitation: admin('POST', '/api/admin/staff/invitation/resend', 'owner'),
  adminAudit: admin('POST', '/api/admin/audit', 'owner'),
  adminSecurity: admin('GET', '/api/admin/security'),
  adminTotpStart: admin('POST', '/api/admin/security/totp/start'),
  adminTotpOn: admin('POST', '/api/admin/security/totp'),
  adminTotpOff: admin('POST', '/api/admin/security/totp/off'),
  adminRecoveryCodes: admin('POST', '/api/admin/security/recovery-codes'),
  adminProducts: admin('POST', '/api/admin/products'),
  adminProduct: admin('POST', '/api/admin/product'),
  adminSaveProduct: admin('POST', '/api/admin/product/save'),
  adminArchiveProduct: admin('POST', '/api/admin/product/archive'),
  adminProductPicture: upload('/api/admin/product/picture'),

  paystackWebhook: webhook('/api/order/webhook/paystack'),
  flutterwaveWebhook: webhook('/api/order/webhook/flutterwave'),
} as const;

export type Routes = typeof routes;
// Checked here rather than with `satisfies`, whose contextual type would widen each literal `auth` to Auth.
routes satisfies Record<string, Route>;
export type RouteName = keyof Routes;

/** The calls the storefront makes (everything but the providers' webhooks). */
export type StorefrontRouteName = {
  [K in RouteName]: Routes[K]['caller'] extends 'storefront' ? K : never;
}[RouteName];

export const storefrontRouteNames = keysOf(routes).filter(
  (name): name is StorefrontRouteName => routes[name].caller === 'storefront',
);

/** ':id' style parameters of a path, as a union of their names. */
export type PathParams<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

/** '/api/product/:id' + { id: 'x' } -> '/api/product/x' (values URI-encoded). */
export function fillPath(path: string, params: Readonly<Record<string, unknown>>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (typeof value !== 'string') throw new Error(`Missing path parameter '${name}' for ${path}`);
    return encodeURIComponent(value);
  });
}
