import { useEffect, useState } from 'react';
import { isFailure, messages, reviewProblem, type ShopReview } from '../../api';
import { failureMessage } from '../../machines/effects';
import { browserApi } from '../data/api';
import { readSession } from './session-token';
import { toast } from '../toasts';

interface ShopReviews {
  reviews: ShopReview[];
  /** the shopper's own review; null for guests and for those who have not written one */
  own: ShopReview | null;
}

/**
 * The shop's reviews and the shopper's own (a failed fetch is an empty list and no review, silently). A guest has
 * no review of their own to ask for.
 */
async function loadShopReviews(): Promise<ShopReviews> {
  const api = browserApi();
  const [list, own] = await Promise.all([
    api.shopReviews(),
    readSession() ? api.ownShopReview() : Promise.resolve(null),
  ]);
  return {
    reviews: isFailure(list) ? [] : list.reviews,
    own: own && !isFailure(own) ? own.review : null,
  };
}

/**
 * What shoppers say of the shop, and the shopper's own review with its real calls, in React state: read when the
 * component opens and again after a review is sent, which says thanks (or why not) in a toast.
 */
export function useShopReviews() {
  // read when the component opens and again after each review sent; the last reading stays until the next
  const [readings, setReadings] = useState(0);
  const [loaded, setLoaded] = useState<ShopReviews & { reading: number }>({
    reviews: [],
    own: null,
    reading: -1,
  });
  const loading = loaded.reading !== readings;
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    let current = true;
    void loadShopReviews().then((reviews) => {
      if (current) setLoaded({ ...reviews, reading: readings });
    });
    return () => {
      current = false;
    };
  }, [readings]);

  async function send(rating: number, comment: string) {
    setSubmitting(true);
    const answer = await browserApi().shopReviewSubmit({ rating, comment });
    setSubmitting(false);
    if (isFailure(answer)) {
      toast.error(failureMessage(answer, messages.reviewFailed));
      return;
    }
    toast.success(messages.thanksForReview);
    setReadings((count) => count + 1);
  }

  return {
    reviews: loaded.reviews,
    own: loaded.own,
    loading,
    submitting,
    /** sent only with stars and words, one review at a time, and not while the reviews are being read */
    submit(rating: number, comment: string) {
      if (!loading && !submitting && reviewProblem({ rating, comment }) === null)
        void send(rating, comment.trim());
    },
  };
}
