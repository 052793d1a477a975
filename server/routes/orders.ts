import { Hono } from 'hono';
import { messages } from '../../api';
import { handle } from '../http/endpoint';
import { badRequest } from '../http/errors';
import { serverMessages } from '../http/messages';
import { createOrder, ordersOf, trackOrder } from '../services/orders';
import type { Shop } from '../shop';

/** The Idempotency-Key header: a retried placement returns the first answer instead of a second order. */
export function idempotencyKey(header: string | undefined): string | null {
  const key = header?.trim();
  if (!key) return null;
  if (key.length > 200) throw badRequest(serverMessages.idempotencyKeyTooLong);
  return key;
}

/** Orders paid before delivery, the shopper's order list and guest tracking. Card orders: routes/payments.ts. */
export function orderRoutes(shop: Shop): Hono {
  const router = new Hono();

  handle(router, shop, 'placeOrder', async ({ c, body, shopper }) => {
    const order = await createOrder(shop, {
      userId: shopper?.id ?? null,
      request: body,
      method: 'cod',
      idempotencyKey: idempotencyKey(c.req.header('idempotency-key')),
    });
    return { success: true, message: messages.orderPlaced, orderId: order.id };
  });

  handle(router, shop, 'userOrders', async ({ shopper }) => ({
    success: true,
    orders: await ordersOf(shop.db, shopper.id),
  }));

  handle(router, shop, 'trackOrder', async ({ body }) => ({
    success: true,
    order: await trackOrder(shop.db, body.orderId, body.email),
  }));

  return router;
}
