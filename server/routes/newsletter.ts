import { Hono } from 'hono';
import { messages } from '../../api';
import { newsletterSubscribers } from '../db/schema';
import { clientIp } from '../http/client-ip';
import { handle } from '../http/endpoint';
import { countAttempt } from '../services/rate-limits';
import type { Shop } from '../shop';

/**
 * The footer's newsletter box. Subscribing twice is fine: the second does nothing new. A flood of addresses
 * from one client is refused (429), so the list cannot be filled with junk.
 */
export function newsletterRoutes(shop: Shop): Hono {
  const router = new Hono();

  handle(router, shop, 'newsletterSubscribe', async ({ c, body }) => {
    const ip = clientIp(c, shop.trustedProxies);
    await countAttempt(shop.db, `newsletter:ip:${ip}`, shop.limits.newsletterPerIp, shop.clock.now());
    await shop.db
      .insert(newsletterSubscribers)
      .values({ email: body.email, createdAt: shop.clock.now() })
      .onConflictDoNothing({ target: newsletterSubscribers.email });
    return { success: true, message: messages.subscribed };
  });

  return router;
}
