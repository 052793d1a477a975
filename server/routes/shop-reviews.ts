import { Hono } from 'hono';
import { messages } from '../../api';
import { handle } from '../http/endpoint';
import { ownShopReview, saveShopReview, shopReviewList } from '../services/reviews';
import type { Shop } from '../shop';

/** Reviews of the shop itself (the original client's 'restaurant-review' paths): one per shopper. */
export function shopReviewRoutes(shop: Shop): Hono {
  const router = new Hono();

  handle(router, shop, 'shopReviewSubmit', async ({ shopper, body }) => {
    await saveShopReview(shop.db, shopper.id, body, shop.clock.now());
    // the shop reviews' trigger tells every server's pages; this one is told at once
    shop.pages.changed();
    return { success: true, message: messages.reviewSubmitted };
  });

  handle(router, shop, 'shopReviews', async () => ({
    success: true,
    reviews: await shopReviewList(shop.db),
  }));

  handle(router, shop, 'ownShopReview', async ({ shopper }) => ({
    success: true,
    review: await ownShopReview(shop.db, shopper.id),
  }));

  return router;
}
