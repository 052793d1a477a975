import { assign, setup } from 'xstate';
import { type ProductReview, type ProductReviewRequest, messages, ratingSummary } from '../api';
import { prefilled } from './review-form';
import { type Notice, failureText, notProvided } from './effects';

export interface ProductReviews {
  reviews: ProductReview[];
  /** the shopper's own review of this product: the form edits it when there is one */
  own: ProductReview | null;
}

export interface ProductReviewContext extends ProductReviews {
  productId: string;
  loggedIn: boolean;
  rating: number;
  comment: string;
  message: string | null;
}

export type ProductReviewEvent =
  | { type: 'review.rate'; rating: number }
  | { type: 'review.write'; comment: string }
  | { type: 'review.submit' }
  | { type: 'review.sessionChanged'; loggedIn: boolean };

/** What stops a review before it is sent, or null. */
export function reviewProblem({
  loggedIn,
  rating,
  comment,
}: Pick<ProductReviewContext, 'loggedIn' | 'rating' | 'comment'>) {
  if (!loggedIn) return messages.loginToReview;
  if (!(rating >= 1 && rating <= 5)) return messages.selectRating;
  if (comment.trim() === '') return messages.writeComment;
  return null;
}

/** The shop refused: its message, else 'Failed to submit review'. Anything else went wrong on the way. */
const failed = { refused: messages.reviewFailed, unanswered: messages.somethingWentWrongTryAgain };

export const reviewMode = ({ own }: Pick<ProductReviews, 'own'>) => (own ? 'edit' : 'create');
export const reviewButtonLabel = (context: Pick<ProductReviews, 'own'>) =>
  reviewMode(context) === 'edit' ? 'Update Review' : 'Submit Review';
export const selectRatingSummary = ({ reviews }: Pick<ProductReviews, 'reviews'>) =>
  ratingSummary(reviews.map((review) => review.rating));

/** A product's reviews and the form to write or edit one's own. */
export const productReviewMachine = setup({
  types: {
    context: {} as ProductReviewContext,
    events: {} as ProductReviewEvent,
    input: {} as { productId: string; loggedIn: boolean },
  },
  actors: {
    /** a failed fetch answers an empty list and no review, silently */
    loadProductReviews: notProvided<ProductReviews, { productId: string }>('loadProductReviews'),
    submitProductReview: notProvided<unknown, ProductReviewRequest>('submitProductReview'),
  },
  actions: {
    notifySuccess: (_, _params: Notice) => {},
    notifyError: (_, _params: Notice) => {},
  },
  guards: {
    hasProblem: ({ context }) => reviewProblem(context) !== null,
  },
}).createMachine({
  id: 'productReview',
  context: ({ input }) => ({
    productId: input.productId,
    loggedIn: input.loggedIn,
    reviews: [],
    own: null,
    rating: 0,
    comment: '',
    message: null,
  }),
  on: {
    'review.sessionChanged': {
      target: '.loading',
      actions: assign({ loggedIn: ({ event }) => event.loggedIn }),
    },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadProductReviews',
        src: 'loadProductReviews',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => prefilled(event.output)),
        },
        onError: { target: 'ready', actions: assign({ reviews: [], own: null }) },
      },
    },
    ready: {
      on: {
        'review.rate': { actions: assign({ rating: ({ event }) => event.rating, message: null }) },
        'review.write': { actions: assign({ comment: ({ event }) => event.comment, message: null }) },
        'review.submit': [
          {
            guard: 'hasProblem',
            actions: [
              assign({ message: ({ context }) => reviewProblem(context) }),
              { type: 'notifyError', params: ({ context }) => ({ message: reviewProblem(context) ?? '' }) },
            ],
          },
          { target: 'submitting' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'submitProductReview',
        src: 'submitProductReview',
        input: ({ context }) => ({
          productId: context.productId,
          rating: context.rating,
          comment: context.comment.trim(),
        }),
        onDone: {
          target: 'loading',
          actions: [
            assign({ message: null }),
            { type: 'notifySuccess', params: { message: messages.reviewSubmitted } },
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            assign({ message: ({ event }) => failureText(event.error, failed) }),
            { type: 'notifyError', params: ({ event }) => ({ message: failureText(event.error, failed) }) },
          ],
        },
      },
    },
  },
});
