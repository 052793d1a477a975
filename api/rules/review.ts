import { messages } from '../messages';

/** A review as a form holds it: the stars chosen (null for none) and the words typed. */
export interface ReviewDraft {
  rating: number | null;
  comment: string;
}

/**
 * What stops a review (a perfume's, or the shop's) before it is sent, in the order a shopper fixes it: the stars,
 * then some words. Null: it may go. The browser and the forms' actions ask the same.
 */
export function reviewProblem({ rating, comment }: ReviewDraft): string | null {
  if (rating === null || !Number.isInteger(rating) || rating < 1 || rating > 5) return messages.selectRating;
  if (comment.trim() === '') return messages.writeComment;
  return null;
}
