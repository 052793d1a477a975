import {
  messageFilters,
  reviewFilters,
  type AdminReview,
  type AuditEntry,
  type ContactMessage,
  type MessageFilter,
  type ReviewFilter,
} from '../../api';
import { isOneOf, isRecord } from '../../api/guards';
import type {
  ContactMessageSummary,
  FilterTab,
  MessageStanding,
  ModeratedReview,
  OrderHistoryEntry,
} from '../../ui';
import { adminPaths } from './view';

/** How the reviews and contact messages screens name things. */

const oneOf = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  isOneOf(options, value) ? value : fallback;

/** The filter in a list's address (`?show=hidden`): only a filter's name, nothing of a shopper's. */
export const reviewFilterOf = (url: string): ReviewFilter =>
  oneOf(reviewFilters, new URL(url).searchParams.get('show'), 'all');
export const messageFilterOf = (url: string): MessageFilter =>
  oneOf(messageFilters, new URL(url).searchParams.get('show'), 'all');

const withFilter = (path: string, show: string) => (show === 'all' ? path : `${path}?show=${show}`);

/** The reviews list with its filter: where its forms post too, so a change comes back to the same list. */
export const reviewsPath = (show: ReviewFilter) => withFilter(adminPaths.reviews, show);

const reviewFilterWords = { all: 'All', shown: 'Shown', hidden: 'Hidden' } as const satisfies Record<
  ReviewFilter,
  string
>;
const messageFilterWords = {
  all: 'All',
  new: 'New',
  toAnswer: 'To answer',
  answered: 'Answered',
} as const satisfies Record<MessageFilter, string>;

export const reviewTabs = (current: ReviewFilter): FilterTab[] =>
  reviewFilters.map((show) => ({
    href: reviewsPath(show),
    label: reviewFilterWords[show],
    current: show === current,
  }));

export const messageTabs = (current: MessageFilter): FilterTab[] =>
  messageFilters.map((show) => ({
    href: withFilter(adminPaths.messages, show),
    label: messageFilterWords[show],
    current: show === current,
  }));

/** A review for the list, with what its Hide or Show form posts. */
export const moderatedReviewOf = (review: AdminReview): ModeratedReview => ({
  id: review._id,
  about: review.product?.name ?? 'The shop',
  author: review.author,
  rating: review.rating,
  comment: review.comment,
  date: review.date,
  hidden: review.hidden,
  fields: { kind: review.kind, reviewId: review._id },
});

export const standingOf = (message: ContactMessage): MessageStanding =>
  message.answeredAt !== null ? 'answered' : message.readAt !== null ? 'toAnswer' : 'new';

export const messageSummaryOf = (message: ContactMessage): ContactMessageSummary => ({
  id: message._id,
  href: adminPaths.message(message._id),
  name: message.name,
  subject: message.subject,
  date: message.date,
  standing: standingOf(message),
});

const replyOf = (entry: AuditEntry): string | null => {
  const after = entry.after;
  return isRecord(after) && typeof after.reply === 'string' ? after.reply : null;
};

/** What the shop did about a message, oldest first: each reply in full, and 'Marked answered'. */
export const messageHistoryOf = (entries: readonly AuditEntry[]): OrderHistoryEntry[] =>
  entries.map((entry) => {
    const reply = replyOf(entry);
    const what =
      entry.action === 'message.reply'
        ? `Replied by mail: “${reply ?? ''}”`
        : entry.action === 'message.answered'
          ? 'Marked answered'
          : entry.action;
    return { at: entry.at, who: entry.actor, what };
  });
