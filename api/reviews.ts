import * as z from 'zod';
import { idSchema } from './common';

export const REVIEW_COMMENT_MAX = 2000;

export const ratingSchema = z
  .number({ error: 'Please select a rating' })
  .int({ error: 'A rating is a whole number of stars from 1 to 5' })
  .min(1, { error: 'Please select a rating' })
  .max(5, { error: 'A rating is at most 5 stars' });

export const commentSchema = z
  .string({ error: 'Please write a comment' })
  .trim()
  .min(1, { error: 'Please write a comment' })
  .max(REVIEW_COMMENT_MAX, { error: `A review is at most ${REVIEW_COMMENT_MAX} characters` });

export const reviewAuthorSchema = z.object({ name: z.string() });

/** A product review as the storefront shows it. */
export const productReviewSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  /** ms since epoch */
  date: z.number().int(),
  user: reviewAuthorSchema,
  /** its author's order of this perfume was paid or delivered (rules/verified-purchase.ts), as the server found */
  verifiedPurchase: z.boolean(),
});
export type ProductReview = z.infer<typeof productReviewSchema>;

/** POST /api/review: one review per shopper per product; a second submit edits it. */
export const productReviewRequest = z.strictObject({
  productId: idSchema,
  rating: ratingSchema,
  comment: commentSchema,
});
export type ProductReviewRequest = z.infer<typeof productReviewRequest>;

export const productReviewListAnswer = z.object({
  success: z.literal(true),
  reviews: z.array(productReviewSchema),
});
export type ProductReviewListAnswer = z.infer<typeof productReviewListAnswer>;

/** GET /api/review/user/:productId: the shopper's own review, or null. */
export const ownProductReviewAnswer = z.object({
  success: z.literal(true),
  review: productReviewSchema.nullable(),
});
export type OwnProductReviewAnswer = z.infer<typeof ownProductReviewAnswer>;
