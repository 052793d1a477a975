import {
  answeredSentence,
  NEWEST_SUBSCRIBERS,
  noSuchMessage,
  noSuchReview,
  repliedSentence,
  reviewHiddenSentence,
  type AdminReview,
  type ContactMessage,
  type MessageFilter,
  type ReviewFilter,
} from '../../api';
import { answer, handleForStaff, refuse } from '../handle';
import type { MockShopper, OwnedProductReview, OwnedShopReview } from '../state';
import { findProduct, newestFirst, shop } from '../state';

/**
 * Reviews, contact messages and the newsletter's subscribers in the admin, as the mock answers them: the
 * storefront's own reviews and messages of mocks/state.ts, the server's sentences, and its audit lines.
 */

function audit(staff: MockShopper, action: string, target: string, before: unknown, after: unknown) {
  shop.audit.push({ at: Date.now(), actor: staff.email, action, target, before, after });
}

const productReviewOf = (review: OwnedProductReview): AdminReview => ({
  _id: review._id,
  kind: 'product',
  rating: review.rating,
  comment: review.comment,
  date: review.date,
  author: review.user.name,
  product: { _id: review.productId, name: findProduct(review.productId)?.name ?? 'A product' },
  hidden: review.hidden ?? false,
});

const shopReviewOf = (review: OwnedShopReview): AdminReview => ({
  _id: review._id,
  kind: 'shop',
  rating: review.rating,
  comment: review.comment,
  date: review.date,
  author: review.user.name,
  product: null,
  hidden: review.hidden ?? false,
});

const showsReview = (show: ReviewFilter, hidden: boolean) => show === 'all' || hidden === (show === 'hidden');

const showsMessage: Record<MessageFilter, (message: ContactMessage) => boolean> = {
  all: () => true,
  new: (message) => message.readAt === null && message.answeredAt === null,
  toAnswer: (message) => message.readAt !== null && message.answeredAt === null,
  answered: (message) => message.answeredAt !== null,
};

const findMessage = (id: string) => shop.contactMessages.find((message) => message._id === id);
const messageTarget = (id: string) => `message:${id}`;

export const adminInboxHandlers = [
  handleForStaff('adminReviews', ({ body }) => {
    const every = [...shop.productReviews.map(productReviewOf), ...shop.shopReviews.map(shopReviewOf)];
    const reviews = newestFirst(every.filter((review) => showsReview(body.show, review.hidden)));
    return answer('adminReviews', { success: true, reviews: reviews.slice(0, body.limit) });
  }),

  handleForStaff('adminHideReview', ({ body, staff }) => {
    const list: (OwnedProductReview | OwnedShopReview)[] =
      body.kind === 'shop' ? shop.shopReviews : shop.productReviews;
    const review = list.find((r) => r._id === body.reviewId);
    if (!review) return refuse('adminHideReview', 404, noSuchReview);
    const before = review.hidden ?? false;
    if (before !== body.hidden) {
      review.hidden = body.hidden;
      const target = `${body.kind === 'shop' ? 'shop-review' : 'review'}:${review._id}`;
      audit(
        staff,
        body.hidden ? 'review.hide' : 'review.show',
        target,
        { hidden: before },
        { hidden: body.hidden },
      );
    }
    const shown = 'productId' in review ? productReviewOf(review) : shopReviewOf(review);
    return answer('adminHideReview', {
      success: true,
      message: reviewHiddenSentence(body.hidden, review.user.name),
      review: shown,
    });
  }),

  handleForStaff('adminMessages', ({ body }) => {
    const found = newestFirst(shop.contactMessages).filter(showsMessage[body.show]);
    return answer('adminMessages', {
      success: true,
      contactMessages: structuredClone(found.slice(0, body.limit)),
    });
  }),

  handleForStaff('adminMessage', ({ body }) => {
    const message = findMessage(body.messageId);
    if (!message) return refuse('adminMessage', 404, noSuchMessage);
    message.readAt ??= Date.now();
    const history = shop.audit.filter((entry) => entry.target === messageTarget(message._id));
    return answer('adminMessage', { success: true, contactMessage: structuredClone(message), history });
  }),

  handleForStaff('adminMarkAnswered', ({ body, staff }) => {
    const message = findMessage(body.messageId);
    if (!message) return refuse('adminMarkAnswered', 404, noSuchMessage);
    const already = message.answeredAt !== null;
    if (!already) {
      message.answeredAt = Date.now();
      message.readAt ??= message.answeredAt;
      audit(staff, 'message.answered', messageTarget(message._id), { answered: false }, { answered: true });
    }
    return answer('adminMarkAnswered', {
      success: true,
      message: answeredSentence(message.name, already),
      contactMessage: structuredClone(message),
    });
  }),

  // the mock sends no mail: the reply is kept in the audit log, as the server keeps it
  handleForStaff('adminReply', ({ body, staff }) => {
    const message = findMessage(body.messageId);
    if (!message) return refuse('adminReply', 404, noSuchMessage);
    message.readAt ??= Date.now();
    message.answeredAt ??= Date.now();
    audit(staff, 'message.reply', messageTarget(message._id), null, { reply: body.reply });
    return answer('adminReply', {
      success: true,
      message: repliedSentence(message.name),
      contactMessage: structuredClone(message),
    });
  }),

  handleForStaff('adminSubscribers', () => {
    const newest = [...shop.subscribers]
      .map(([email, date]) => ({ email, date }))
      // the server's order: newest first, then by email, z first
      .sort((a, b) => b.date - a.date || (a.email < b.email ? 1 : -1))
      .slice(0, NEWEST_SUBSCRIBERS);
    return answer('adminSubscribers', { success: true, count: shop.subscribers.size, newest });
  }),
];
