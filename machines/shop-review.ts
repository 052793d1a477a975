import { assign, setup } from 'xstate';
import { type ShopReview, type ShopReviewRequest, messages, shopReviewStats } from '../api';
import { prefilled } from './review-form';
import { type Notice, failureMessage, notProvided } from './effects';

export interface ShopReviews {
  reviews: ShopReview[];
  /** the shopper's own review; null for guests and for those who have not written one */
  own: ShopReview | null;
}

export interface ShopReviewContext extends ShopReviews {
  rating: number;
  comment: string;
}

export type ShopReviewEvent =
  | { type: 'shopReview.rate'; rating: number }
  | { type: 'shopReview.write'; comment: string }
  | { type: 'shopReview.submit' };

/** Submit is enabled only with stars chosen and non-blank text. */
export const canSubmitShopReview = ({ rating, comment }: Pick<ShopReviewContext, 'rating' | 'comment'>) =>
  Number.isInteger(rating) && rating >= 1 && rating <= 5 && comment.trim() !== '';

export const selectShopStats = ({ reviews }: Pick<ShopReviews, 'reviews'>) =>
  shopReviewStats(reviews.map((review) => review.rating));

/** The shop's reviews and the dialog to write (or edit) one's own; a submit reloads both. */
export const shopReviewMachine = setup({
  types: {
    context: {} as ShopReviewContext,
    events: {} as ShopReviewEvent,
  },
  actors: {
    /** a failed fetch answers an empty list and no review, silently */
    loadShopReviews: notProvided<ShopReviews>('loadShopReviews'),
    submitShopReview: notProvided<unknown, ShopReviewRequest>('submitShopReview'),
  },
  actions: {
    notifySuccess: (_, _params: Notice) => {},
    notifyError: (_, _params: Notice) => {},
  },
  guards: {
    isComplete: ({ context }) => canSubmitShopReview(context),
  },
}).createMachine({
  id: 'shopReview',
  context: { reviews: [], own: null, rating: 0, comment: '' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadShopReviews',
        src: 'loadShopReviews',
        onDone: {
          target: 'ready',
          // the dialog starts from the shopper's own review when there is one
          actions: assign(({ event }) => prefilled(event.output)),
        },
        onError: { target: 'ready', actions: assign({ reviews: [], own: null }) },
      },
    },
    ready: {
      on: {
        'shopReview.rate': { actions: assign({ rating: ({ event }) => event.rating }) },
        'shopReview.write': { actions: assign({ comment: ({ event }) => event.comment }) },
        'shopReview.submit': { guard: 'isComplete', target: 'submitting' },
      },
    },
    submitting: {
      invoke: {
        id: 'submitShopReview',
        src: 'submitShopReview',
        input: ({ context }) => ({ rating: context.rating, comment: context.comment.trim() }),
        onDone: {
          target: 'loading',
          actions: { type: 'notifySuccess', params: { message: messages.thanksForReview } },
        },
        onError: {
          target: 'ready',
          actions: {
            type: 'notifyError',
            params: ({ event }) => ({ message: failureMessage(event.error, messages.reviewFailed) }),
          },
        },
      },
    },
  },
});
