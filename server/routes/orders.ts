import { Hono, type Context } from 'hono';
import { messages } from '../../api';
import { payBeforeDeliveryOffered } from '../config';
import { handle } from '../http/endpoint';
import { clientIp } from '../http/client-ip';
import { badRequest, notFound } from '../http/errors';
import { knownGuest, newGuest } from '../http/guest';
import { serverMessages } from '../http/messages';
import { fromShopPages } from '../http/origin';
import type { Shopper } from '../services/accounts';
import { checkoutDetailsOf } from '../services/checkout-details';
import { checkOrderKey, orderLinkSecret } from '../services/order-links';
import { createOrder, findOrder, orderFromRow, ordersOf, trackOrder } from '../services/orders';
import { countAttempt } from '../services/rate-limits';
import { ordersOfGuest } from '../services/guest-orders';
import type { Shop } from '../shop';

/** The Idempotency-Key header: a retried placement returns the first answer instead of a second order. */
export function idempotencyKey(header: string | undefined): string | null {
  const key = header?.trim();
  if (!key) return null;
  if (key.length > 200) throw badRequest(serverMessages.idempotencyKeyTooLong);
  return key;
}

/**
 * The guest cookie a guest's order is placed with, so that the device lists it, its cart empties and it can
 * verify the order's card payment. A guest without the cookie yet is given one: an order with no owner is
 * verified by no one. Only from the shop's own pages: another site's request places its order, but not on
 * this device's list.
 */
export function orderingGuest(c: Context, shop: Shop, shopper: Shopper | null): string | null {
  if (shopper || !fromShopPages(c, shop.publicUrl)) return null;
  return knownGuest(c, shop, 'read') ?? newGuest(c, shop);
}

/** Orders paid before delivery, the shopper's order list and guest tracking. Card orders: routes/payments.ts. */
export function orderRoutes(shop: Shop): Hono {
  const router = new Hono();
  // The order link secret, read now: the mails written after a restart (a card payment verified, the owner
  // moving an order on) carry the order's signed link. A database out of reach now is tried again below.
  orderLinkSecret(shop.db).catch(() => undefined);

  handle(router, shop, 'placeOrder', async ({ c, body, shopper }) => {
    // a shop in production without bank details has no account to send the money to
    if (!payBeforeDeliveryOffered(shop.config)) throw badRequest(serverMessages.payBeforeDeliveryOff);
    // its confirmation, written as the order is placed, carries the signed link
    await orderLinkSecret(shop.db);
    const order = await createOrder(shop, {
      userId: shopper?.id ?? null,
      guestTokenHash: orderingGuest(c, shop, shopper),
      request: body,
      method: 'cod',
      idempotencyKey: idempotencyKey(c.req.header('idempotency-key')),
      clientAddress: clientIp(c, shop.trustedProxies),
    });
    return { success: true, message: messages.orderPlaced, orderId: order.id };
  });

  // a guest sees the orders placed with their cookie, from this device (docs/decisions/028-guest-orders-and-order-mails.md)
  handle(router, shop, 'userOrders', async ({ c, shopper }) => {
    if (shopper) return { success: true, orders: await ordersOf(shop.db, shopper.id) };
    const guest = knownGuest(c, shop, 'read');
    return { success: true, orders: guest ? await ordersOfGuest(shop.db, guest) : [] };
  });

  // a logged-in shopper's checkout starts filled in; no-store, as it carries their address and phone
  handle(router, shop, 'checkoutDetails', async ({ c, shopper }) => {
    c.header('Cache-Control', 'no-store');
    return { success: true, details: await checkoutDetailsOf(shop.db, shopper) };
  });

  handle(router, shop, 'trackOrder', async ({ c, body }) => {
    const ip = clientIp(c, shop.trustedProxies);
    await countAttempt(shop.db, `track:ip:${ip}`, shop.limits.trackPerIp, shop.clock.now());
    return { success: true, order: await trackOrder(shop.db, body.orderId, body.email) };
  });

  // The signed link's order, counted as tracking is: a wrong key, another order's key and an unknown id all
  // answer the tracking form's not-found, and a wrong key never reaches the orders (no oracle of which exist).
  handle(router, shop, 'openOrder', async ({ c, body }) => {
    const ip = clientIp(c, shop.trustedProxies);
    await countAttempt(shop.db, `track:ip:${ip}`, shop.limits.trackPerIp, shop.clock.now());
    const row = (await checkOrderKey(shop.db, body.orderId, body.key))
      ? await findOrder(shop.db, body.orderId)
      : undefined;
    if (!row) throw notFound(serverMessages.orderNotFound);
    return { success: true, order: orderFromRow(row) };
  });

  return router;
}
