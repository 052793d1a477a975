import * as z from 'zod';
import { auditEntrySchema, daySchema } from './admin';

/*
 * The audit log in the admin (the owner's own): every change made in the admin or the CLI, newest
 * first, filtered by who, what and what was changed, between two Lagos days. Posted, never in the address:
 * the who is an email.
 */

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalText = (max: number, tooLong: string) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, { error: tooLong }).optional());

/** Where the next page starts: the last line shown, as '<at>:<line>'. */
export const auditCursorSchema = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d{1,15}:\d{1,15}$/, { error: 'Start from the newest lines again' })
    .optional(),
);

/** POST /api/admin/audit. Every filter is optional; blank means any. */
export const adminAuditRequest = z.strictObject({
  /** the email of who made the change, or a part of it ('cli' for the terminal) */
  actor: optionalText(254, 'That email is too long'),
  /** 'order.paid', 'account.role', ... */
  action: optionalText(50, 'Choose what was done from the list'),
  /** an order's id or reference (#2a535483), or a target as the log writes it ('popup', 'account:<id>') */
  target: optionalText(100, 'That is too long for an order id or reference'),
  from: daySchema,
  to: daySchema,
  /** the cursor `older` of the page before */
  older: auditCursorSchema,
  limit: z.number().int().min(1).max(200).default(50),
});
export type AdminAuditRequest = z.input<typeof adminAuditRequest>;

export const adminAuditAnswer = z.object({
  success: z.literal(true),
  entries: z.array(auditEntrySchema),
  /** where the older lines start; null when these are the oldest */
  older: z.string().nullable(),
});
export type AdminAuditAnswer = z.infer<typeof adminAuditAnswer>;
