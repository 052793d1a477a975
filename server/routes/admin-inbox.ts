import { Hono } from 'hono';
import { answeredSentence, repliedSentence, reviewHiddenSentence } from '../../api';
import { handle } from '../http/endpoint';
import type { Shopper } from '../services/accounts';
import type { Actor } from '../services/audit-log';
import {
  findContactMessages,
  markMessageAnswered,
  openContactMessage,
  recordReply,
  replyMail,
} from '../services/contact-messages';
import { findAdminReviews, setReviewHidden } from '../services/review-moderation';
import { subscribersAtAGlance } from '../services/subscribers';
import type { Shop } from '../shop';

/**
 * What shoppers send the shop, in the admin: their reviews (hidden or shown), their contact messages
 * (read, answered, replied to by mail) and the newsletter's subscribers. Staff and the owner alike.
 */
export function adminInboxRoutes(shop: Shop): Hono {
  const router = new Hono();
  const actor = (staff: Shopper): Actor => ({ id: staff.id, email: staff.email });

  handle(router, shop, 'adminReviews', async ({ body }) => ({
    success: true,
    reviews: await findAdminReviews(shop.db, body),
  }));

  handle(router, shop, 'adminHideReview', async ({ body, shopper }) => {
    const review = await setReviewHidden(shop.db, actor(shopper), body, shop.clock.now());
    shop.pages.changed();
    return { success: true, message: reviewHiddenSentence(review.hidden, review.author), review };
  });

  handle(router, shop, 'adminMessages', async ({ body }) => ({
    success: true,
    contactMessages: await findContactMessages(shop.db, body),
  }));

  handle(router, shop, 'adminMessage', async ({ body }) => ({
    success: true,
    ...(await openContactMessage(shop.db, body.messageId, shop.clock.now())),
  }));

  handle(router, shop, 'adminMarkAnswered', async ({ body, shopper }) => {
    const { contactMessage, already } = await markMessageAnswered(
      shop.db,
      actor(shopper),
      body.messageId,
      shop.clock.now(),
    );
    return { success: true, message: answeredSentence(contactMessage.name, already), contactMessage };
  });

  // recorded first, then mailed from the shop with the shop's contact address to answer to
  handle(router, shop, 'adminReply', async ({ body, shopper }) => {
    const contactMessage = await recordReply(
      shop.db,
      actor(shopper),
      body.messageId,
      body.reply,
      shop.clock.now(),
    );
    shop.mail.sendLater(replyMail(contactMessage, body.reply, shop.config.contact.email));
    return { success: true, message: repliedSentence(contactMessage.name), contactMessage };
  });

  handle(router, shop, 'adminSubscribers', async () => subscribersAtAGlance(shop.db));

  return router;
}
