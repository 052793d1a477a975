import * as z from 'zod';

/*
 * The newsletter's subscribers in the admin: how many, and the newest few. The whole list is a CSV
 * file served by the server at /admin/subscribers.csv (server/routes/admin-subscribers.ts), not a JSON call.
 */

export const subscriberSchema = z.object({
  email: z.string(),
  /** ms since epoch */
  date: z.number().int(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

/** GET /api/admin/subscribers */
export const adminSubscribersAnswer = z.object({
  success: z.literal(true),
  count: z.number().int().nonnegative(),
  /** newest first */
  newest: z.array(subscriberSchema),
});
export type AdminSubscribersAnswer = z.infer<typeof adminSubscribersAnswer>;
