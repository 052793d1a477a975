import * as z from 'zod';
import { idSchema } from './common';

/**
 * POST /api/order/open: the order a signed link names (/order/<orderId>/<key>, mailed with every order),
 * without logging in. It answers as /api/order/track does (orderAnswer); a key that is not this order's
 * answers the same 404 as an unknown id.
 */
export const openOrderRequest = z.strictObject({
  orderId: idSchema,
  key: z
    .string({ error: "The link's key is required" })
    .trim()
    .min(1, { error: "The link's key is required" })
    .max(64, { error: "That link's key is too long" }),
});
export type OpenOrderRequest = z.infer<typeof openOrderRequest>;
