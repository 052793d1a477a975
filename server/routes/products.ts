import { Hono } from 'hono';
import { handle } from '../http/endpoint';
import type { Shop } from '../shop';

/**
 * The catalogue: the whole list (oldest first), what is in stock, and one product, all answered from the
 * catalogue in memory (services/catalogue-cache.ts): already serialised, compressed and tagged.
 */
export function productRoutes(shop: Shop): Hono {
  const router = new Hono();

  handle(router, shop, 'productList', ({ c }) => shop.catalogue.respond(c, (snapshot) => snapshot.list));

  handle(router, shop, 'productAvailable', ({ c }) =>
    shop.catalogue.respond(c, (snapshot) => snapshot.available),
  );

  // an id that is no product (too long, odd characters) simply finds none
  handle(router, shop, 'product', ({ c }) =>
    shop.catalogue.respond(c, (snapshot) => snapshot.product(c.req.param('id') ?? '') ?? snapshot.notFound),
  );

  return router;
}
