import * as z from 'zod';
import { idSchema, nairaSchema } from './common';
import { dayFormatSentence } from './rules/dates';
import { ORDER_NOTE_MAX, orderNoteMissing, orderNoteTooLong } from './admin-order-note-rules';
import { DELIVERY_NOTE_MAX, deliveryNoteMissing, deliveryNoteTooLong } from './delivery-note-rules';
import { moneyMethods, orderStatuses, staffRoles } from './constants';
import {
  chooseMoneyMethod,
  paymentReferenceMissing,
  REFUND_REASON_MAX,
  refundReasonMissing,
  refundReasonTooLong,
} from './order-money-rules';
import { orderSchema, orderStatusSchema } from './orders';

/*
 * The shop owner's admin (docs/decisions/033-the-owner-works-in-admin-and-the-cli.md): the calls under /api/admin.
 * Each needs a logged-in account of the staff role or above (403 otherwise); `role: 'owner'` in api/routes.ts
 * marks the owner's own.
 * Searches and filters are POST bodies, never query strings: they may hold a shopper's email or phone.
 */

export const staffRoleSchema = z.enum(staffRoles);

/** An order as the admin sees it: the shopper's order, and whose it is. */
export const adminOrderSchema = orderSchema.extend({
  /** the email it was placed with (a guest's too) */
  email: z.string(),
  /** whether a shopper's account placed it (false: a guest) */
  account: z.boolean(),
  /** paid in the built-in payment sandbox: a test, no money was received (never ship it) */
  testPayment: z.boolean(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** One line of the audit log: who changed what, from what to what, when. */
export const auditEntrySchema = z.object({
  /** ms since epoch */
  at: z.number().int(),
  /** the staff member's email */
  actor: z.string(),
  /** 'order.paid', 'order.status', ... */
  action: z.string(),
  /** what was changed: 'order:<id>' */
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/today: what needs the shop today. */
export const adminTodayAnswer = z.object({
  success: z.literal(true),
  /** pay-before-delivery orders still waiting for their transfer */
  awaitingPayment: z.number().int().nonnegative(),
  /** paid orders not shipped yet (processing) */
  toShip: z.number().int().nonnegative(),
  /** of those, the ones paid in the built-in payment sandbox: tests, no money received */
  testPaymentsToShip: z.number().int().nonnegative(),
  /** products whose counted stock is at or below the low-stock mark, fewest first */
  lowStock: z.array(z.object({ _id: z.string(), name: z.string(), stock: z.number().int() })),
  /** product and shop reviews written or edited in the last NEW_REVIEW_DAYS days that shoppers see */
  newReviews: z.number().int().nonnegative(),
  /** contact messages nobody has opened yet */
  unreadMessages: z.number().int().nonnegative(),
  /** who is asking, so the admin can greet them and show what their role may do */
  you: z.object({ name: z.string(), email: z.string(), role: staffRoleSchema }),
});
export type AdminTodayAnswer = z.infer<typeof adminTodayAnswer>;

export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A day as a date input gives it ('2026-11-25'), read in Lagos time by the server. */
export const isoDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: dayFormatSentence });

/** A day that may be left blank: any day. */
export const daySchema = z.preprocess(blankToUndefined, isoDaySchema.optional());

/** What is typed in an admin list's search box (orders, customers); blank means everyone. */
export const adminSearchSchema = z.preprocess(
  blankToUndefined,
  z.string().trim().max(254, { error: 'That search is too long' }).optional(),
);

/** POST /api/admin/orders: newest first, at most `limit`. Every filter is optional; blank means any. */
export const adminOrdersRequest = z.strictObject({
  status: z.preprocess(blankToUndefined, z.enum(orderStatuses, { error: 'Choose a status' }).optional()),
  payment: z.preprocess(
    blankToUndefined,
    z.enum(['paid', 'unpaid'], { error: 'Choose paid or unpaid' }).optional(),
  ),
  from: daySchema,
  to: daySchema,
  /** an order's id or reference (#2a535483), an email, or a phone (any way it is written) */
  search: adminSearchSchema,
  /** the answer's `older` of the page before: the next page starts after that order */
  older: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{1,15}:[0-9a-f]{24}$/, { error: 'Start from the newest orders again' })
      .optional(),
  ),
  limit: z.number().int().min(1).max(200).default(50),
});
export type AdminOrdersRequest = z.input<typeof adminOrdersRequest>;

export const adminOrdersAnswer = z.object({
  success: z.literal(true),
  orders: z.array(adminOrderSchema),
  /** where the older orders start ('<placed ms>:<id>' of the last one shown); null when these are the oldest */
  older: z.string().nullable(),
});
export type AdminOrdersAnswer = z.infer<typeof adminOrdersAnswer>;

export const moneyMethodSchema = z.enum(moneyMethods, { error: chooseMoneyMethod });

/**
 * What came in and went back on an order (api/order-money-rules.ts), naira: each payment recorded by hand, each
 * refund, and the sums. A card payment, or a transfer marked paid in one step before payments were recorded,
 * has no line of its own: `received` says it.
 */
export const orderMoneySchema = z.object({
  payments: z.array(
    z.object({ amount: nairaSchema, method: moneyMethodSchema, reference: z.string(), at: z.number().int() }),
  ),
  refunds: z.array(
    z.object({ amount: nairaSchema, method: moneyMethodSchema, reason: z.string(), at: z.number().int() }),
  ),
  received: nairaSchema,
  refunded: nairaSchema,
  /** still to pay: 0 once paid or cancelled */
  owed: nairaSchema,
  /** may still be given back */
  refundable: nairaSchema,
});
export type OrderMoney = z.infer<typeof orderMoneySchema>;

/** POST /api/admin/order: one order with its history (the audit log's lines about it, oldest first). */
export const adminOrderRequest = z.strictObject({ orderId: idSchema });
export const adminOrderAnswer = z.object({
  success: z.literal(true),
  order: adminOrderSchema,
  history: z.array(auditEntrySchema),
  money: orderMoneySchema,
  /** for an order the shop keyed in: what to send the customer on WhatsApp (no address nor phone in it) */
  customerMessage: z.string().optional(),
});
export type AdminOrderAnswer = z.infer<typeof adminOrderAnswer>;

/**
 * POST /api/admin/order/paid: money received by hand. Without an amount, or with what is still owed, the order
 * is paid: a pending order moves to processing and the shopper is mailed. A smaller amount is kept as a part
 * payment (two transfers for one order); more than is owed is refused. The reference (as the bank statement shows
 * it, or a receipt's number) is kept in the order's history; cash may have none.
 */
export const adminMarkPaidRequest = z
  .strictObject({
    orderId: idSchema,
    reference: z.string().trim().max(100, { error: 'That reference is too long' }).default(''),
    amount: nairaSchema.positive({ error: 'Give the amount received, in naira' }).optional(),
    method: moneyMethodSchema.default('transfer'),
  })
  .refine((body) => body.method === 'cash' || body.reference !== '', {
    error: paymentReferenceMissing,
    path: ['reference'],
  });
export type AdminMarkPaidRequest = z.input<typeof adminMarkPaidRequest>;

/** POST /api/admin/order/status: a new status (cancelled returns the stock); the shopper is mailed. */
export const adminSetStatusRequest = z.strictObject({ orderId: idSchema, status: orderStatusSchema });
export type AdminSetStatusRequest = z.input<typeof adminSetStatusRequest>;

/**
 * POST /api/admin/order/note: a note for the shop's eyes only ("Paid ₦500 short, rest on Friday", "Rider: Tunde"),
 * kept in the order's history with who wrote it and when. The shopper never sees it and nobody is mailed.
 */
export const adminOrderNoteRequest = z.strictObject({
  orderId: idSchema,
  note: z
    .string({ error: orderNoteMissing })
    .trim()
    .min(1, { error: orderNoteMissing })
    .max(ORDER_NOTE_MAX, { error: orderNoteTooLong }),
});
export type AdminOrderNoteRequest = z.input<typeof adminOrderNoteRequest>;

/**
 * POST /api/admin/order/delivery-note: what the shopper should know about a shipped order's delivery ("Rider:
 * Tunde, 0803 555 0101, arrives Thursday"); shown on their order and mailed to them. A new note replaces the last.
 */
export const adminDeliveryNoteRequest = z.strictObject({
  orderId: idSchema,
  note: z
    .string({ error: deliveryNoteMissing })
    .trim()
    .min(1, { error: deliveryNoteMissing })
    .max(DELIVERY_NOTE_MAX, { error: deliveryNoteTooLong }),
});
export type AdminDeliveryNoteRequest = z.input<typeof adminDeliveryNoteRequest>;

/**
 * POST /api/admin/order/refund: money given back (a cancelled paid order, a broken bottle), at most what was paid
 * and not refunded yet; kept with how and why, in the order's history, and the shopper is mailed.
 */
export const adminRefundRequest = z.strictObject({
  orderId: idSchema,
  amount: nairaSchema.positive({ error: 'Give the amount refunded, in naira' }),
  method: moneyMethodSchema,
  reason: z
    .string({ error: refundReasonMissing })
    .trim()
    .min(1, { error: refundReasonMissing })
    .max(REFUND_REASON_MAX, { error: refundReasonTooLong }),
});
export type AdminRefundRequest = z.input<typeof adminRefundRequest>;

/** What a change answers: the order as it now is, and a sentence for the owner ('Order #2a535483 is paid'). */
export const adminOrderChangeAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  order: adminOrderSchema,
});
export type AdminOrderChangeAnswer = z.infer<typeof adminOrderChangeAnswer>;
