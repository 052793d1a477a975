import { Hono } from 'hono';
import { handle } from '../http/endpoint';
import { addToCart, clearCart, readCart, updateCartLine } from '../services/cart';
import type { Shop } from '../shop';

/** The shopper's server cart. Every answer is the whole cart as it now stands. */
export function cartRoutes(shop: Shop): Hono {
  const router = new Hono();

  handle(router, shop, 'cartGet', async ({ shopper }) => ({
    success: true,
    cartData: await readCart(shop.db, shopper.id),
  }));

  handle(router, shop, 'cartAdd', async ({ shopper, body }) => ({
    success: true,
    message: 'Added to cart',
    cartData: await addToCart(shop.db, shopper.id, {
      productId: body.itemId,
      quantity: body.quantity,
      variations: body.variations,
    }),
  }));

  handle(router, shop, 'cartUpdate', async ({ shopper, body }) => ({
    success: true,
    message: 'Cart updated',
    cartData: await updateCartLine(shop.db, shopper.id, body.cartItemKey, body.quantity),
  }));

  handle(router, shop, 'cartClear', async ({ shopper }) => {
    await clearCart(shop.db, shopper.id);
    return { success: true, message: 'Cart cleared', cartData: {} };
  });

  return router;
}
