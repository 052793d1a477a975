import * as z from 'zod';
import { emailSchema, idSchema, nairaSchema, quantitySchema } from './common';
import { cartVariationsSchema } from './cart';
import { paymentMethodSchema } from './config';
import { keyedInPayments, orderSources, orderStatuses } from './constants';
import { messages } from './messages';
import { readOrderReference } from './rules/order-reference';
import { eachAddressField } from './rules/address';

/**
 * The delivery address as it travels, made from its fields (rules/address). Fields are loose strings here so that a
 * missing field reaches `validateAddress` (rules/checkout), which answers with the shop's own messages, word for word.
 */
export const addressSchema = z.strictObject({
  ...eachAddressField(({ maxLength }) => z.string().max(maxLength).default('')),
  // the original client sent the zipcode as a number
  zipcode: z.union([z.string().max(20), z.number().transform(String)]).default(''),
});
export type AddressInput = z.input<typeof addressSchema>;

/** One item the client asks for. name and price are accepted for the original client and ignored. */
export const orderItemRequestSchema = z.strictObject({
  productId: idSchema,
  name: z.string().max(200).optional(),
  quantity: quantitySchema,
  price: z.number().optional(),
  variations: cartVariationsSchema.default({}),
});
export type OrderItemRequest = z.input<typeof orderItemRequestSchema>;

/** POST /api/order/place, /paystack, /flutterwave. `amount` is accepted and ignored: the server prices. */
export const placeOrderRequest = z.strictObject({
  address: addressSchema,
  items: z.array(orderItemRequestSchema).max(100, { error: 'An order has at most 100 lines' }),
  amount: z.number().optional(),
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequest>;

export const orderStatusSchema = z.enum(orderStatuses);

/** An address as the server answers with it: every field as it was stored (validated, trimmed); a field added
 *  after an order was placed is '' on it. */
export const storedAddressSchema = z.object(eachAddressField(() => z.string().default('')));

export const orderItemSchema = z.object({
  productId: z.string(),
  name: z.string(),
  image: z.string().optional(),
  quantity: z.number().int().min(1),
  /** unit price in naira, as the server priced it */
  price: nairaSchema,
  variations: cartVariationsSchema,
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** An order the shop keyed in (a WhatsApp chat, a call, the counter): where it came from, how it is paid. */
export const keyedInSchema = z.object({
  from: z.enum(orderSources),
  pay: z.enum(keyedInPayments),
  /** collected at the shop: no delivery fee, no address */
  pickup: z.boolean(),
});
export type KeyedIn = z.infer<typeof keyedInSchema>;

export const orderSchema = z.object({
  _id: z.string(),
  /** ms since epoch */
  date: z.number().int(),
  status: orderStatusSchema,
  items: z.array(orderItemSchema),
  paymentMethod: paymentMethodSchema,
  payment: z.boolean(),
  subtotal: nairaSchema,
  deliveryFee: nairaSchema,
  discount: nairaSchema,
  /** what the shopper pays: subtotal - discount + deliveryFee */
  amount: nairaSchema,
  address: storedAddressSchema,
  /** when it was paid, shipped, delivered, cancelled (ms since epoch; rules/order-timeline): absent before it
   *  was, or when it was before the shop kept the moment */
  paidAt: z.number().int().optional(),
  shippedAt: z.number().int().optional(),
  deliveredAt: z.number().int().optional(),
  cancelledAt: z.number().int().optional(),
  /** what the shop told the shopper about the delivery once shipped (the rider, the tracking number) */
  deliveryNote: z.string().optional(),
  /** absent for an order the shopper placed in the shop */
  keyedIn: keyedInSchema.optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const placeOrderAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  orderId: z.string(),
});
export type PlaceOrderAnswer = z.infer<typeof placeOrderAnswer>;

export const paystackOrderAnswer = placeOrderAnswer.extend({ authorization_url: z.string().min(1) });
export type PaystackOrderAnswer = z.infer<typeof paystackOrderAnswer>;

export const flutterwaveOrderAnswer = placeOrderAnswer.extend({ link: z.string().min(1) });
export type FlutterwaveOrderAnswer = z.infer<typeof flutterwaveOrderAnswer>;

/** POST /api/order/userorders: newest first. */
export const userOrdersAnswer = z.object({ success: z.literal(true), orders: z.array(orderSchema) });
export type UserOrdersAnswer = z.infer<typeof userOrdersAnswer>;

/**
 * POST /api/order/track: a guest follows one order with the email it was placed with and its reference as the
 * order shows it ('#2a535483', any case, '#' or not) or its whole id.
 */
export const trackOrderRequest = z.strictObject({
  orderId: z
    .string({ error: messages.orderReferenceInvalid })
    .trim()
    .max(64, { error: messages.orderReferenceInvalid })
    .refine((typed) => readOrderReference(typed) !== null, { error: messages.orderReferenceInvalid }),
  email: emailSchema,
});
export type TrackOrderRequest = z.infer<typeof trackOrderRequest>;

export const orderAnswer = z.object({ success: z.literal(true), order: orderSchema });
export type OrderAnswer = z.infer<typeof orderAnswer>;

/**
 * GET /api/order/details: what a logged-in shopper's checkout starts with. The name and email of their account,
 * and the rest from the address of their last order (only the country before the first). A GET answered with
 * no-store, so the address and phone never ride in a URL nor sit in a cache (docs/decisions/036-html-first-forms.md).
 */
export const checkoutDetailsAnswer = z.object({ success: z.literal(true), details: storedAddressSchema });
export type CheckoutDetailsAnswer = z.infer<typeof checkoutDetailsAnswer>;
