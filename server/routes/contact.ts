import { Hono } from 'hono';
import { contactMessages } from '../db/schema';
import { clientIp } from '../http/client-ip';
import { handle } from '../http/endpoint';
import { serverMessages } from '../http/messages';
import { countAttempt } from '../services/rate-limits';
import { newId } from '../services/tokens';
import type { Shop } from '../shop';

/** The contact page's form: stored, then mailed to the shop with the shopper as reply-to. */
export function contactRoutes(shop: Shop): Hono {
  const router = new Hono();

  handle(router, shop, 'contact', async ({ c, body }) => {
    const now = shop.clock.now();
    await countAttempt(
      shop.db,
      `contact:ip:${clientIp(c, shop.trustedProxies)}`,
      shop.limits.contactPerIp,
      now,
    );
    await countAttempt(shop.db, `contact:email:${body.email}`, shop.limits.contactPerEmail, now);
    await shop.db.insert(contactMessages).values({ id: newId(), ...body, createdAt: now });
    shop.mail.sendLater({
      to: shop.config.contact.email,
      replyTo: body.email,
      subject: `Contact form: ${body.subject}`,
      text: [
        `From: ${body.name} <${body.email}>`,
        `Phone: ${body.phone || 'not given'}`,
        '',
        body.message,
      ].join('\n'),
    });
    return { success: true, message: serverMessages.contactReceived };
  });

  return router;
}
