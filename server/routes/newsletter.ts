import { Hono } from 'hono';
import { messages } from '../../api';
import { newsletterSubscribers } from '../db/schema';
import { handle } from '../http/endpoint';
import type { Shop } from '../shop';

/** The footer's newsletter box. Subscribing twice is fine: the second does nothing new. */
export function newsletterRoutes(shop: Shop): Hono {
  const router = new Hono();

  handle(router, shop, 'newsletterSubscribe', async ({ body }) => {
    await shop.db
      .insert(newsletterSubscribers)
      .values({ email: body.email, createdAt: shop.clock.now() })
      .onConflictDoNothing({ target: newsletterSubscribers.email });
    return { success: true, message: messages.subscribed };
  });

  return router;
}
