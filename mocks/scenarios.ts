import type { HttpHandler } from 'msw';
import { delay, HttpResponse } from 'msw';
import type { StorefrontEndpointName } from '../api';
import { messages, storefrontEndpointNames } from '../api';
import type { AnswerOf } from './handle';
import { answer, on, refuse } from './handle';

/**
 * Story helpers: each returns handlers to put in `parameters.msw.handlers`, ahead of the defaults,
 * so one endpoint (or, with `everything`, all of them) behaves as the story needs.
 */

/** The call never answers: the screen stays in its loading state. */
export const loadingForever = (name: StorefrontEndpointName): HttpHandler[] => [
  on(name, async () => {
    await delay('infinite');
    return refuse(name, 500, messages.somethingWentWrongTryAgain);
  }),
];

/** The server fails with 500 and a readable sentence (or the endpoint's own failure shape, e.g. the newsletter's). */
export const serverError = (name: StorefrontEndpointName, message?: string): HttpHandler[] => [
  on(name, () => refuse(name, 500, message ?? messages.somethingWentWrongTryAgain)),
];

/** The connection fails before any answer: the client shows 'Network error. Please try again.'. */
export const networkError = (name: StorefrontEndpointName): HttpHandler[] => [
  on(name, () => HttpResponse.error()),
];

/** A fixed answer, typed and checked by the endpoint's answer schema. */
export const answerWith = <K extends StorefrontEndpointName>(name: K, body: AnswerOf<K>): HttpHandler[] => [
  on(name, () => answer(name, body)),
];

/** The empty answer of each endpoint that answers with a list. */
const emptyAnswers = {
  productList: { success: true, products: [] },
  productAvailable: { success: true, products: [] },
  productReviews: { success: true, reviews: [] },
  shopReviews: { success: true, reviews: [] },
  userOrders: { success: true, orders: [] },
} as const satisfies { [K in StorefrontEndpointName]?: AnswerOf<K> };

export type ListEndpointName = keyof typeof emptyAnswers;

/** The list comes back empty: no products, no reviews, no orders. */
export const emptyList = (name: ListEndpointName): HttpHandler[] => answerWith(name, emptyAnswers[name]);

/** One scenario for every storefront endpoint at once, e.g. `everything(serverError)` for a page-wide failure. */
export const everything = (scenario: (name: StorefrontEndpointName) => HttpHandler[]): HttpHandler[] =>
  storefrontEndpointNames.flatMap((name) => scenario(name));
