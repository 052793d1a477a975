import * as z from 'zod';
import { cartAddRequest, cartAnswer, cartUpdateRequest } from './cart';
import { emptyRequest, failureAnswer, messageAnswer } from './common';
import { configAnswer, healthAnswer } from './config';
import { contactRequest } from './contact';
import { newsletterAnswer, newsletterFailure, newsletterRequest } from './newsletter';
import {
  flutterwaveOrderAnswer,
  orderAnswer,
  paystackOrderAnswer,
  placeOrderAnswer,
  placeOrderRequest,
  trackOrderRequest,
  userOrdersAnswer,
} from './orders';
import { verifyAnswer, verifyFlutterwaveRequest, verifyPaystackRequest, webhookAnswer } from './payments';
import { popupAnswer } from './popup';
import { productAnswer, productListAnswer } from './products';
import { ownProductReviewAnswer, productReviewListAnswer, productReviewRequest } from './reviews';
import { ownShopReviewAnswer, shopReviewListAnswer, shopReviewRequest } from './shop-reviews';
import { authAnswer, forgotPasswordRequest, loginRequest, registerRequest, resetPasswordRequest } from './users';

/**
 * Who must send a token: 'required' answers 401 without one; 'optional' uses it when present
 * (guest checkout). Webhooks are called by the payment provider, never by the storefront.
 */
export type Auth = 'none' | 'optional' | 'required';

export interface EndpointDefinition {
  method: 'GET' | 'POST';
  path: `/api/${string}`;
  /** the JSON body; null for GET and for calls whose body the server reads raw (webhooks) */
  request: z.ZodType | null;
  answer: z.ZodType;
  failure: z.ZodType;
  auth: Auth;
  caller: 'storefront' | 'provider';
}

// `auth` keeps its literal type, so a server route knows at compile time whether a shopper is certain.
const get = <A extends z.ZodType, P extends `/api/${string}`, W extends Auth = 'none'>(
  path: P,
  answer: A,
  auth: W = 'none' as W,
) =>
  ({
    method: 'GET',
    path,
    request: null,
    answer,
    failure: failureAnswer,
    auth: auth as NoInfer<W>,
    caller: 'storefront',
  }) as const;

const post = <R extends z.ZodType, A extends z.ZodType, P extends `/api/${string}`, W extends Auth = 'none'>(
  path: P,
  request: R,
  answer: A,
  auth: W = 'none' as W,
) =>
  ({
    method: 'POST',
    path,
    request,
    answer,
    failure: failureAnswer,
    auth: auth as NoInfer<W>,
    caller: 'storefront',
  }) as const;

/** Every call of the specification's section 7 and DESIGN.md section 4. Server routes and mocks mirror it. */
export const endpoints = {
  popup: get('/api/popup', popupAnswer),
  config: get('/api/config', configAnswer),
  health: get('/api/health', healthAnswer),

  productList: get('/api/product/list', productListAnswer),
  productAvailable: get('/api/product/available', productListAnswer),
  product: get('/api/product/:id', productAnswer),

  cartGet: post('/api/cart/get', emptyRequest, cartAnswer, 'required'),
  cartAdd: post('/api/cart/add', cartAddRequest, cartAnswer, 'required'),
  cartUpdate: post('/api/cart/update', cartUpdateRequest, cartAnswer, 'required'),
  cartClear: post('/api/cart/clear', emptyRequest, cartAnswer, 'required'),

  reviewSubmit: post('/api/review', productReviewRequest, messageAnswer, 'required'),
  productReviews: get('/api/review/product/:productId', productReviewListAnswer),
  ownProductReview: get('/api/review/user/:productId', ownProductReviewAnswer, 'required'),

  shopReviewSubmit: post('/api/restaurant-review', shopReviewRequest, messageAnswer, 'required'),
  shopReviews: get('/api/restaurant-review', shopReviewListAnswer),
  ownShopReview: get('/api/restaurant-review/user', ownShopReviewAnswer, 'required'),

  newsletterSubscribe: {
    ...post('/api/newsletter/subscribe', newsletterRequest, newsletterAnswer),
    failure: newsletterFailure,
  },
  contact: post('/api/contact', contactRequest, messageAnswer),

  register: post('/api/user/register', registerRequest, authAnswer),
  login: post('/api/user/login', loginRequest, authAnswer),
  logout: post('/api/user/logout', emptyRequest, messageAnswer, 'required'),
  forgotPassword: post('/api/user/forgot-password', forgotPasswordRequest, messageAnswer),
  resetPassword: post('/api/user/reset-password', resetPasswordRequest, messageAnswer),

  placeOrder: post('/api/order/place', placeOrderRequest, placeOrderAnswer, 'optional'),
  paystackOrder: post('/api/order/paystack', placeOrderRequest, paystackOrderAnswer, 'optional'),
  flutterwaveOrder: post('/api/order/flutterwave', placeOrderRequest, flutterwaveOrderAnswer, 'optional'),
  userOrders: post('/api/order/userorders', emptyRequest, userOrdersAnswer, 'required'),
  trackOrder: post('/api/order/track', trackOrderRequest, orderAnswer),
  verifyPaystack: post('/api/order/verifyPaystack', verifyPaystackRequest, verifyAnswer, 'optional'),
  verifyFlutterwave: post('/api/order/verifyFlutterwave', verifyFlutterwaveRequest, verifyAnswer, 'optional'),

  paystackWebhook: {
    ...post('/api/order/webhook/paystack', z.unknown(), webhookAnswer),
    request: null,
    caller: 'provider',
  },
  flutterwaveWebhook: {
    ...post('/api/order/webhook/flutterwave', z.unknown(), webhookAnswer),
    request: null,
    caller: 'provider',
  },
} as const satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** The calls the storefront makes (everything but the providers' webhooks). */
export type StorefrontEndpointName = {
  [K in EndpointName]: Endpoints[K]['caller'] extends 'storefront' ? K : never;
}[EndpointName];

export const storefrontEndpointNames = (Object.keys(endpoints) as EndpointName[]).filter(
  (name): name is StorefrontEndpointName => endpoints[name].caller === 'storefront',
);

/** ':id' style parameters of a path, as a union of their names. */
export type PathParams<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

/** '/api/product/:id' + { id: 'x' } -> '/api/product/x' (values URI-encoded). */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter '${name}' for ${path}`);
    return encodeURIComponent(value);
  });
}
