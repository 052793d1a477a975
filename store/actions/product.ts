import type { ActionFunctionArgs } from 'react-router-dom';
import {
  canonicalVariations,
  isFailure,
  messages,
  missingSelections,
  reviewProblem,
  selectionMessage,
  type CartVariations,
  type MissingSelection,
  type ReviewDraft,
} from '../../api';
import { apiFrom, visitorFrom } from '../data/api';
import { orThrow } from '../data/load';
import { done, field, refused } from './answer';

/**
 * What the product page shows again after a post without JavaScript: a refused ADD TO CART (the choices kept,
 * the hints beside them, the message), or a −/+ step (the choices kept, the quantity stepped, no message).
 */
export interface AddToCartProblem {
  choices: CartVariations;
  quantity: number;
  missing: MissingSelection[];
  message: string;
}

/** What the review form shows again after a refused post: the stars and words kept, the message. */
export interface ReviewProblem {
  review: ReviewDraft & { message: string };
}

/** A product review without JavaScript (the review form posts `rating` and `comment` to the product's page). */
async function reviewAction(form: FormData, productId: string, context: unknown) {
  const rating = /^[1-5]$/.test(field(form, 'rating')) ? Number(field(form, 'rating')) : null;
  const comment = field(form, 'comment');
  const problem = (message: string, status = 400) =>
    refused<ReviewProblem & { message: string }>({ review: { rating, comment, message }, message }, status);
  if (!visitorFrom(context).loggedIn) return problem(messages.loginToReview, 401);
  const local = reviewProblem({ rating, comment });
  // no stars never pass the rule: `rating === null` is for the compiler
  if (local !== null || rating === null) return problem(local ?? messages.selectRating);
  const answer = await apiFrom(context).reviewSubmit({ productId, rating, comment: comment.trim() });
  if (isFailure(answer)) return problem(answer.message, answer.status);
  return done(`/product/${encodeURIComponent(productId)}#reviews`, messages.reviewSubmitted);
}

/** A quantity as typed: a whole number from 1 up, else 1 (the stepper's minimum). */
const quantityOf = (typed: string) => (/^\d+$/.test(typed.trim()) ? Math.max(1, Number(typed)) : 1);

/**
 * The product page's forms without JavaScript: the review form (above), the quantity's −/+ steps, and ADD TO
 * CART: the page's choices (radios base, side, size; the wrap box; the quantity) checked as the page checks them,
 * then added to the cart the cookies name. Choosing wrap clears the size, as on the page.
 */
export async function productAction({ request, params, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const api = apiFrom(context);
  const id = params.productId ?? '';
  if (form.has('rating') || form.has('comment')) return reviewAction(form, id, context);
  const { product } = orThrow(await api.product({ id }));

  const wrap = field(form, 'wrap') !== '';
  const choices = canonicalVariations({
    base: field(form, 'base') || undefined,
    side: field(form, 'side') || undefined,
    size: wrap ? undefined : field(form, 'size') || undefined,
    wrap: wrap || undefined,
  });
  const quantity = quantityOf(field(form, 'quantity'));
  if (form.has('step')) {
    const stepped = quantityOf(field(form, 'step'));
    const stepResult: AddToCartProblem = {
      choices,
      quantity: product.stock === undefined ? stepped : Math.min(stepped, Math.max(1, product.stock)),
      missing: [],
      message: '',
    };
    return stepResult;
  }
  const missing = missingSelections(product, choices);
  const message = selectionMessage(missing);
  if (message) return refused<AddToCartProblem>({ choices, quantity, missing, message });

  const answer = await api.cartAdd({ itemId: id, quantity, variations: choices });
  if (isFailure(answer))
    return refused<AddToCartProblem>(
      { choices, quantity, missing: [], message: answer.message },
      answer.status,
    );
  return done(`/product/${encodeURIComponent(id)}`, messages.addedToCart(quantity, product.name));
}
