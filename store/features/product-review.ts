import { useEffect, useState } from 'react';
import { isFailure, messages, reviewProblem, type ProductReview } from '../../api';
import { failureText } from '../../machines/effects';
import { browserApi } from '../data/api';
import { toast } from '../toasts';
import { readSession } from './session-token';

interface ProductReviews {
  reviews: ProductReview[];
  /** the shopper's own review of this product: the form edits it when there is one */
  own: ProductReview | null;
}

/** A product's reviews and the shopper's own; a failed fetch is an empty list or no review, silently. */
async function loadProductReviews(productId: string): Promise<ProductReviews> {
  const api = browserApi();
  const [list, own] = await Promise.all([
    api.productReviews({ productId }),
    readSession() ? api.ownProductReview({ productId }) : null,
  ]);
  return {
    reviews: isFailure(list) ? [] : list.reviews,
    own: own && !isFailure(own) ? own.review : null,
  };
}

/** The shop refused: its message, else 'Failed to submit review'. Anything else went wrong on the way. */
const failed = { refused: messages.reviewFailed, unanswered: messages.somethingWentWrongTryAgain };

/**
 * The product page's reviews and review form (create, or edit the shopper's own with 'Update Review'), in React
 * state: the list is read when the page opens, again after a review is sent and when the shopper logs in or out
 * (docs/architecture.md, "How a form travels"). Until the browser has read them the page shows what the server
 * rendered: the reviews (`initial`) and, for a shopper its cookie named, their own review (`serverOwn`, absent
 * when the server did not know).
 */
export function useProductReviews(
  productId: string,
  loggedIn: boolean,
  initial: ProductReview[],
  serverOwn?: { own: ProductReview | null },
) {
  // the browser's last reading of the reviews, null until the first, kept while another is read: one per login
  // or logout (the token arriving after hydration too, which reads the shopper's own review) and per review sent
  const [readings, setReadings] = useState(0);
  const reading = `${loggedIn}-${readings}`;
  const [loaded, setLoaded] = useState<(ProductReviews & { reading: string }) | null>(null);
  const loading = loaded?.reading !== reading;
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    // a reading overtaken by another is dropped
    let current = true;
    void loadProductReviews(productId).then((reviews) => {
      if (current) setLoaded({ ...reviews, reading });
    });
    return () => {
      current = false;
    };
  }, [productId, reading]);

  async function send(rating: number, comment: string) {
    setSubmitting(true);
    const answer = await browserApi().reviewSubmit({ productId, rating, comment });
    setSubmitting(false);
    if (isFailure(answer)) {
      const text = failureText(answer, failed);
      setMessage(text);
      toast.error(text);
      return;
    }
    toast.success(messages.reviewSubmitted);
    setReadings((count) => count + 1);
  }

  const own = loaded ? loaded.own : (serverOwn?.own ?? null);
  return {
    /** the shopper's own review is known: the form can show in the right mode */
    ready: loaded !== null || serverOwn !== undefined,
    reviews: loaded ? loaded.reviews : initial,
    own,
    mode: own ? ('edit' as const) : ('create' as const),
    /**
     * the form starts again from the shopper's review whenever another one is loaded (a submit, a login), but
     * not when the browser's load brings back the one the server rendered: what was typed meanwhile stays
     */
    formKey: `${own?._id ?? 'new'}-${own?.date ?? 0}`,
    message,
    submitting,
    submit(rating: number | null, comment: string) {
      // one review at a time, and none while the reviews are being read
      if (loading || submitting) return;
      const problem = loggedIn ? reviewProblem({ rating, comment }) : messages.loginToReview;
      setMessage(problem);
      if (problem !== null) toast.error(problem);
      else if (rating !== null) void send(rating, comment.trim());
    },
  };
}
