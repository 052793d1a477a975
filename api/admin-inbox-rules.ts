/*
 * The reviews, contact messages and newsletter screens' rules without zod: the admin's forms check
 * with them by hand, as api/'s schemas stay out of the storefront's scripts; the server and the mock say the
 * same sentences.
 */

/** Which reviews the admin lists: every one, the ones shoppers see, the ones the shop hid. */
export const reviewFilters = ['all', 'shown', 'hidden'] as const;
export type ReviewFilter = (typeof reviewFilters)[number];

/** A review of one product, or of the shop itself. */
export const reviewKinds = ['product', 'shop'] as const;
export type ReviewKind = (typeof reviewKinds)[number];

/** Which contact messages the admin lists: every one, not opened yet, opened but not answered, answered. */
export const messageFilters = ['all', 'new', 'toAnswer', 'answered'] as const;
export type MessageFilter = (typeof messageFilters)[number];

/** The longest reply by mail the admin sends. */
export const REPLY_MAX_CHARS = 5000;
export const replyMissing = 'Write the reply';
export const replyTooLong = `Keep the reply to ${REPLY_MAX_CHARS} characters or fewer`;

/** How far back Today counts a review as new. */
export const NEW_REVIEW_DAYS = 7;

/** How many of the newest subscribers the admin shows (the CSV has them all). */
export const NEWEST_SUBSCRIBERS = 10;

/** What the owner is told after hiding or showing a review, by the server and the mock alike. */
export const reviewHiddenSentence = (hidden: boolean, author: string) =>
  hidden
    ? `${author}'s review is hidden: shoppers no longer see it, and it no longer counts in the rating.`
    : `${author}'s review is shown again and counts in the rating.`;

export const answeredSentence = (name: string, already: boolean) =>
  already ? `${name}'s message was already answered.` : `${name}'s message is marked answered.`;

/** Names the sender, not their address: the sentence may ride in a cookie to the next page. */
export const repliedSentence = (name: string) =>
  `Your reply to ${name} is on its way, and the message is answered.`;

export const noSuchReview = 'There is no such review.';
export const noSuchMessage = 'There is no such message.';
