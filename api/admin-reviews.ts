import * as z from 'zod';
import { reviewFilters, reviewKinds } from './admin-inbox-rules';
import { idSchema } from './common';

/*
 * Reviews in the admin: the shop hides a review (it leaves the storefront and every rating and count)
 * or shows it again. A hidden review is kept: its shopper still sees and edits it.
 */

export const reviewKindSchema = z.enum(reviewKinds, { error: 'Choose a product review or a shop review' });

/** A review as the admin sees it: whose, about what, and whether shoppers see it. */
export const adminReviewSchema = z.object({
  _id: z.string(),
  kind: reviewKindSchema,
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  /** ms since epoch: when it was written or last edited */
  date: z.number().int(),
  /** the shopper's name */
  author: z.string(),
  /** the product reviewed; null for a review of the shop */
  product: z.object({ _id: z.string(), name: z.string() }).nullable(),
  hidden: z.boolean(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

/** POST /api/admin/reviews: product and shop reviews together, newest first. */
export const adminReviewsRequest = z.strictObject({
  show: z.enum(reviewFilters, { error: 'Choose all, shown or hidden' }).default('all'),
  limit: z.number().int().min(1).max(500).default(200),
});
export type AdminReviewsRequest = z.input<typeof adminReviewsRequest>;

export const adminReviewsAnswer = z.object({ success: z.literal(true), reviews: z.array(adminReviewSchema) });
export type AdminReviewsAnswer = z.infer<typeof adminReviewsAnswer>;

/** POST /api/admin/review/hidden: hide a review (hidden: true) or show it again. */
export const adminHideReviewRequest = z.strictObject({
  kind: reviewKindSchema,
  reviewId: idSchema,
  hidden: z.boolean({ error: 'Say whether to hide or show the review' }),
});
export type AdminHideReviewRequest = z.input<typeof adminHideReviewRequest>;

export const adminHideReviewAnswer = z.object({
  success: z.literal(true),
  /** "Ada's review is hidden: ..." */
  message: z.string(),
  review: adminReviewSchema,
});
export type AdminHideReviewAnswer = z.infer<typeof adminHideReviewAnswer>;
