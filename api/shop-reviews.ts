import * as z from 'zod';
import { commentSchema, ratingSchema, reviewAuthorSchema } from './reviews';

/** A review of the shop itself (the 'restaurant-review' paths are kept for the original client). */
export const shopReviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  date: z.number().int(),
  user: reviewAuthorSchema,
});
export type ShopReview = z.infer<typeof shopReviewSchema>;

/** POST /api/restaurant-review: one per shopper; a second submit edits it. */
export const shopReviewRequest = z.strictObject({ rating: ratingSchema, comment: commentSchema });
export type ShopReviewRequest = z.infer<typeof shopReviewRequest>;

export const shopReviewListAnswer = z.object({
  success: z.literal(true),
  reviews: z.array(shopReviewSchema),
});
export type ShopReviewListAnswer = z.infer<typeof shopReviewListAnswer>;

export const ownShopReviewAnswer = z.object({
  success: z.literal(true),
  review: shopReviewSchema.nullable(),
});
export type OwnShopReviewAnswer = z.infer<typeof ownShopReviewAnswer>;
