import { Hono, type Context } from 'hono';
import { handle } from '../http/endpoint';
import { knownGuest, newGuest } from '../http/guest';
import type { Shopper } from '../services/accounts';
import {
  addToCart,
  clearCart,
  forgetIdleGuestCarts,
  guestCart,
  openCart,
  shopperCart,
  updateCartLine,
} from '../services/cart';
import type { Shop } from '../shop';

/**
 * Whose cart a call is about: the shopper's, else the guest's whose cookie came with it, else nobody's yet
 * (null).
 */
function cartOf(c: Context, shop: Shop, shopper: Shopper | null, use: 'read' | 'change'): string | null {
  if (shopper) return shopperCart(shopper.id);
  const guest = knownGuest(c, shop, use);
  return guest ? guestCart(guest) : null;
}

/**
 * The server cart of a shopper, or of a guest by the `guest` cookie. Every answer is the whole cart as it
 * now stands; a guest without the cookie has an empty one until the first addition gives them the cookie.
 */
export function cartRoutes(shop: Shop): Hono {
  const router = new Hono();

  handle(router, shop, 'cartGet', async ({ c, shopper }) => {
    const owner = cartOf(c, shop, shopper, 'read');
    return { success: true, cartData: owner ? await openCart(shop.db, owner, shop.clock.now()) : {} };
  });

  handle(router, shop, 'cartAdd', async ({ c, shopper, body }) => {
    const now = shop.clock.now();
    let owner = cartOf(c, shop, shopper, 'change');
    if (!owner) {
      // a new guest's cart: a good moment to let go of the carts guests left a month ago
      await forgetIdleGuestCarts(shop.db, now);
      owner = guestCart(newGuest(c, shop));
    }
    const cartData = await addToCart(
      shop.db,
      owner,
      { productId: body.itemId, quantity: body.quantity, variations: body.variations },
      now,
      shop.orderRules,
    );
    return { success: true, message: 'Added to cart', cartData };
  });

  handle(router, shop, 'cartUpdate', async ({ c, shopper, body }) => {
    const owner = cartOf(c, shop, shopper, 'change');
    const cartData = owner
      ? await updateCartLine(
          shop.db,
          owner,
          body.cartItemKey,
          body.quantity,
          shop.clock.now(),
          shop.orderRules,
        )
      : {};
    return { success: true, message: 'Cart updated', cartData };
  });

  handle(router, shop, 'cartClear', async ({ c, shopper }) => {
    const owner = cartOf(c, shop, shopper, 'change');
    if (owner) await clearCart(shop.db, owner);
    return { success: true, message: 'Cart cleared', cartData: {} };
  });

  return router;
}
