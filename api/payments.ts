import * as z from 'zod';
import { idSchema } from './common';
import { orderSchema } from './orders';

/** POST /api/order/verifyPaystack */
export const verifyPaystackRequest = z.strictObject({
  reference: z.string().trim().min(1, { error: 'Missing reference for Paystack verification' }).max(200),
  orderId: idSchema,
});
export type VerifyPaystackRequest = z.infer<typeof verifyPaystackRequest>;

/** POST /api/order/verifyFlutterwave */
export const verifyFlutterwaveRequest = z.strictObject({
  transaction_id: z
    .union([z.string(), z.number().transform(String)])
    .pipe(z.string().trim().min(1, { error: 'Missing transaction ID for Flutterwave' }).max(100)),
  orderId: idSchema,
});
export type VerifyFlutterwaveRequest = z.input<typeof verifyFlutterwaveRequest>;

export const verifyAnswer = z.object({ success: z.literal(true), message: z.string(), order: orderSchema });
export type VerifyAnswer = z.infer<typeof verifyAnswer>;

/**
 * POST /api/order/pay: Pay now, the payment of an unpaid card order started again (docs/decisions/049-pay-now.md).
 * Its owner's session or guest cookie names it, or the key of its signed link does; the total is the order's.
 */
export const payNowRequest = z.strictObject({
  orderId: idSchema,
  key: z.string().trim().max(64, { error: "That link's key is too long" }).optional(),
});
export type PayNowRequest = z.infer<typeof payNowRequest>;

/** Where the shopper pays: the provider's (or the sandbox's) payment page. */
export const payNowAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  orderId: z.string(),
  url: z.string().min(1),
});
export type PayNowAnswer = z.infer<typeof payNowAnswer>;

/** Webhooks answer quickly with a small acknowledgement. */
export const webhookAnswer = z.object({ success: z.literal(true), message: z.string() });
export type WebhookAnswer = z.infer<typeof webhookAnswer>;
