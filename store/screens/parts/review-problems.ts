import { messages } from '../../../api';

/** A review's refusal as its form shows it: beside the stars or the words, or for the whole form. */
export interface ReviewProblems {
  errors: { rating?: string; comment?: string };
  error: string | null;
}

/**
 * Where a review's message goes ('Please select a rating' beside the stars, 'Please write a comment' beside the
 * words, 'Failed to submit review' for the whole form), for a perfume's review and the checkout's shop review.
 */
export function reviewProblems(message: string | null | undefined): ReviewProblems {
  if (message === messages.selectRating) return { errors: { rating: message }, error: null };
  if (message === messages.writeComment) return { errors: { comment: message }, error: null };
  return { errors: {}, error: message ?? null };
}
