import { Hono } from 'hono';
import { idSchema, messages } from '../../api';
import { handle } from '../http/endpoint';
import { notFound } from '../http/errors';
import { serverMessages } from '../http/messages';
import { ownProductReview, productReviews, saveProductReview } from '../services/reviews';
import type { Shop } from '../shop';

/** The productId path parameter; an id that cannot exist is a product that does not. */
function productIdParam(value: string | undefined): string {
  const id = idSchema.safeParse(value);
  if (!id.success) throw notFound(serverMessages.productNotFound);
  return id.data;
}

/** Product reviews: one per shopper per product, a second submit edits it. */
export function reviewRoutes(shop: Shop): Hono {
  const router = new Hono();

  handle(router, shop, 'reviewSubmit', async ({ shopper, body }) => {
    await saveProductReview(shop.db, shopper.id, body.productId, body, shop.clock.now());
    // the reviews' trigger tells every server's pages; this one is told at once, as for the catalogue
    shop.pages.changed();
    return { success: true, message: messages.reviewSubmitted };
  });

  handle(router, shop, 'productReviews', async ({ c }) => ({
    success: true,
    reviews: await productReviews(shop.db, productIdParam(c.req.param('productId'))),
  }));

  handle(router, shop, 'ownProductReview', async ({ c, shopper }) => ({
    success: true,
    review: await ownProductReview(shop.db, shopper.id, productIdParam(c.req.param('productId'))),
  }));

  return router;
}
