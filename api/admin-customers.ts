import * as z from 'zod';
import { adminOrderSchema, adminSearchSchema, blankToUndefined } from './admin';
import { idSchema } from './common';
import { storedAddressSchema } from './orders';

/*
 * The admin's customers (docs/decisions/061-customers.md): the people who placed orders, an account each, and a
 * guest each by the email of their orders, or by their phone when an order has no email. Like the order list,
 * the search is a POST body: it may hold an email or a phone, which never ride in a URL, and neither does the
 * key that names a customer.
 */

/** A customer as the list shows them. */
export const customerSchema = z.object({
  /** names them in the admin's addresses: the account's id, or 'guest-' and a hash (never the email or phone) */
  key: z.string(),
  /** whether a shopper's account placed their orders (false: a guest) */
  account: z.boolean(),
  /** the account's name, or a guest's as their latest order gives it */
  name: z.string(),
  /** the account's email, or a guest's latest order's ('' when none was given) */
  email: z.string(),
  /** as the latest order gives it */
  phone: z.string(),
  /** every order placed, cancelled ones too */
  orders: z.number().int().nonnegative(),
  /** naira the shop received, less refunds; test payments on the payment sandbox count nothing */
  spent: z.number().nonnegative(),
  /** when the latest order was placed, ms since epoch */
  lastOrderAt: z.number().int(),
});
export type Customer = z.infer<typeof customerSchema>;

/** POST /api/admin/customers: the latest to order first, at most `limit`; a search narrows them. */
export const adminCustomersRequest = z.strictObject({
  /** a name or part of one, an email, a phone (any way it is written), or an order's reference */
  search: adminSearchSchema,
  /** the answer's `older` of the page before: the next page starts after that customer */
  older: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{1,15}:[0-9a-z-]{1,64}$/, { error: 'Start from the latest customers again' })
      .optional(),
  ),
  limit: z.number().int().min(1).max(200).default(50),
});
export type AdminCustomersRequest = z.input<typeof adminCustomersRequest>;

export const adminCustomersAnswer = z.object({
  success: z.literal(true),
  customers: z.array(customerSchema),
  /** where the next page starts ('<last order ms>:<key>' of the last one shown); null when none remain */
  older: z.string().nullable(),
});
export type AdminCustomersAnswer = z.infer<typeof adminCustomersAnswer>;

/** POST /api/admin/customer: one customer, their latest delivery address, and every order, newest first. */
export const adminCustomerRequest = z.strictObject({ key: idSchema });
export const adminCustomerAnswer = z.object({
  success: z.literal(true),
  customer: customerSchema.extend({ address: storedAddressSchema }),
  orders: z.array(adminOrderSchema),
});
export type AdminCustomerAnswer = z.infer<typeof adminCustomerAnswer>;
