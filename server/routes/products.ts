import { Hono } from 'hono';
import { idSchema } from '../../api';
import { handle } from '../http/endpoint';
import { notFound } from '../http/errors';
import { serverMessages } from '../http/messages';
import { findProduct, listProducts } from '../services/catalogue';
import type { Shop } from '../shop';

/** The catalogue: the whole list (oldest first), what is in stock, and one product. */
export function productRoutes(shop: Shop): Hono {
  const router = new Hono();

  handle(router, shop, 'productList', async () => ({ success: true, products: await listProducts(shop.db) }));

  handle(router, shop, 'productAvailable', async () => ({
    success: true,
    products: await listProducts(shop.db, { availableOnly: true }),
  }));

  handle(router, shop, 'product', async ({ c }) => {
    const id = idSchema.safeParse(c.req.param('id'));
    const product = id.success ? await findProduct(shop.db, id.data) : undefined;
    if (!product) throw notFound(serverMessages.productNotFound);
    return { success: true, product };
  });

  return router;
}
