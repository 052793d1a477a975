import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { isFailure, type ShopReviewRequest } from '../../api';
import { unwrap } from '../../machines/effects';
import { shopReviewMachine, type ShopReviews } from '../../machines/shop-review';
import { browserApi } from '../data/api';
import { readSession } from './session-token';
import { toast } from '../toasts';

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

/** The shop-review machine (what shoppers say of the shop, and the dialog to say it) with its real effects. */
export function useShopReviewActor() {
  const [machine] = useState(() =>
    shopReviewMachine.provide({
      actors: {
        loadShopReviews: fromPromise(loadShopReviews),
        submitShopReview: fromPromise<unknown, ShopReviewRequest>(async ({ input }) =>
          unwrap(await browserApi().shopReviewSubmit(input)),
        ),
      },
      actions: {
        notifySuccess: (_, { message }) => void toast.success(message),
        notifyError: (_, { message }) => void toast.error(message),
      },
    }),
  );
  return useActorRef(machine);
}
