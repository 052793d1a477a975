import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { isFailure, type ProductReviewRequest } from '../../api';
import { unwrap } from '../../machines/effects';
import { productReviewMachine, reviewMode, type ProductReviews } from '../../machines/product-review';
import { browserApi } from '../data/api';
import { toast } from '../toasts';
import { readSession } from './session-token';

/** A product's reviews and the shopper's own; a failed fetch is an empty list or no review, silently. */
async function loadProductReviews({ productId }: { productId: string }): Promise<ProductReviews> {
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

const liveProductReviewMachine = () =>
  productReviewMachine.provide({
    actors: {
      loadProductReviews: fromPromise(({ input }) => loadProductReviews(input)),
      submitProductReview: fromPromise<unknown, ProductReviewRequest>(async ({ input }) =>
        unwrap(await browserApi().reviewSubmit(input)),
      ),
    },
    actions: {
      notifySuccess: (_, { message }) => toast.success(message),
      notifyError: (_, { message }) => toast.error(message),
    },
  });

/**
 * The product page's reviews and review form (create, or edit the shopper's own with 'Update Review').
 * Until the browser has loaded them the page shows what the server rendered: the reviews (`initial`) and,
 * for a shopper its cookie named, their own review (`serverOwn`, absent when the server did not know).
 */
export function useProductReviews(
  productId: string,
  loggedIn: boolean,
  initial: ProductReviews['reviews'],
  serverOwn?: { own: ProductReviews['own'] },
) {
  const [machine] = useState(liveProductReviewMachine);
  const actor = useActorRef(machine, { input: { productId, loggedIn } });
  const loaded = useSelector(actor, (snapshot) => !snapshot.matches('loading'));
  // once loaded, a reload (after a submit) keeps showing the last list rather than the server's
  const [everLoaded, setEverLoaded] = useState(false);
  if (loaded && !everLoaded) setEverLoaded(true);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const submitting = useSelector(actor, (snapshot) => snapshot.matches('submitting'));

  // logging in or out (or the token arriving after hydration) reloads the shopper's own review
  useEffect(() => {
    if (actor.getSnapshot().context.loggedIn !== loggedIn)
      actor.send({ type: 'review.sessionChanged', loggedIn });
  }, [actor, loggedIn]);

  const own = everLoaded ? context.own : (serverOwn?.own ?? null);
  return {
    /** the shopper's own review is known: the form can show in the right mode */
    ready: everLoaded || serverOwn !== undefined,
    reviews: everLoaded ? context.reviews : initial,
    own,
    mode: reviewMode({ ...context, own }) === 'edit' ? ('edit' as const) : ('create' as const),
    /**
     * the form starts again from the shopper's review whenever another one is loaded (a submit, a login), but
     * not when the browser's load brings back the one the server rendered: what was typed meanwhile stays
     */
    formKey: `${own?._id ?? 'new'}-${own?.date ?? 0}`,
    message: context.message,
    submitting,
    submit(rating: number | null, comment: string) {
      actor.send({ type: 'review.rate', rating: rating ?? 0 });
      actor.send({ type: 'review.write', comment });
      actor.send({ type: 'review.submit' });
    },
  };
}
