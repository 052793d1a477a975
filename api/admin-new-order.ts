import * as z from 'zod';
import { keyedInPayments, orderSources } from './constants';
import { chooseKeyedInPayment, chooseOrderSource, newOrderHasNoLines } from './new-order-rules';
import { addressSchema, orderItemRequestSchema, placeOrderAnswer, type PlaceOrderAnswer } from './orders';

/**
 * POST /api/admin/order/new: an order the shop keys in for a customer (docs/decisions/060-orders-keyed-in.md).
 * The server prices it, takes its stock and charges the delivery fee by the checkout's rules; the email may be
 * left out, and an order picked up needs no more than the customer's name and phone.
 */
export const newOrderRequest = z.strictObject({
  from: z.enum(orderSources, { error: chooseOrderSource }),
  pay: z.enum(keyedInPayments, { error: chooseKeyedInPayment }),
  pickup: z.boolean(),
  address: addressSchema,
  items: z
    .array(orderItemRequestSchema)
    .min(1, { error: newOrderHasNoLines })
    .max(100, { error: 'An order has at most 100 lines' }),
  /** the form's own mark, made when it was opened: the same form sent twice places one order */
  attempt: z.string().trim().max(64).optional(),
});
export type NewOrderRequest = z.input<typeof newOrderRequest>;

/** The order placed and the sentence for the owner, as a shopper's placed order answers. */
export const newOrderAnswer = placeOrderAnswer;
export type NewOrderAnswer = PlaceOrderAnswer;
