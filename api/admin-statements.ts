import * as z from 'zod';
import { statementUnmatchedKinds } from './admin-statements-rules';
import { idSchema, nairaSchema } from './common';

/*
 * Bank transfers: the owner downloads the bank's statement as CSV, the shop matches each credit to an
 * order awaiting payment by its reference and amount, and the owner confirms the matches in one step. Matching
 * changes nothing; only the confirm call marks orders paid (each audited with its transfer's reference and mailed).
 */

/** The largest statement the shop reads: a month of a busy account is well under this. */
export const STATEMENT_MAX_CHARS = 2_000_000;

/** How a credit was tied to an order. Only 'reference-and-amount' is offered pre-ticked to confirm. */
export const statementMatchKinds = ['reference-and-amount', 'reference-only', 'amount-only'] as const;
export const statementMatchKindSchema = z.enum(statementMatchKinds);
export type StatementMatchKind = z.infer<typeof statementMatchKindSchema>;

/** POST /api/admin/statement/match: the statement's text (an uploaded file is read and sent as text). */
export const adminStatementMatchRequest = z.strictObject({
  csv: z
    .string({ error: 'Choose the bank statement (a CSV file)' })
    .max(STATEMENT_MAX_CHARS, {
      error: 'That statement is too large (at most 2 MB): export a shorter period',
    })
    .refine((text) => text.trim() !== '', { error: 'The statement is empty' }),
});
export type AdminStatementMatchRequest = z.input<typeof adminStatementMatchRequest>;

/** A credit (money in) as the statement shows it. */
export const statementCreditSchema = z.object({
  /** the row in the file, 1-based, as a spreadsheet numbers it */
  line: z.number().int().positive(),
  /** as the bank wrote it ('25-Nov-2026', '25/11/2026'); blank when the file has no date column */
  date: z.string(),
  /** the narration: where a shopper's transfer names the order */
  description: z.string(),
  /** naira */
  amount: nairaSchema,
});
export type StatementCredit = z.infer<typeof statementCreditSchema>;

/** A credit tied to an order awaiting payment. An order appears in at most one match. */
export const statementMatchSchema = z.object({
  line: z.number().int().positive(),
  date: z.string(),
  description: z.string(),
  orderId: z.string(),
  /** the order's reference as shoppers see it: '#2a535483' */
  reference: z.string(),
  /** the credit's amount, naira */
  amount: nairaSchema,
  /** the order's total, naira: differs from amount in a 'reference-only' match */
  total: nairaSchema,
  /** the shopper's name, from the order's address */
  name: z.string(),
  how: statementMatchKindSchema,
  /** a sentence for the owner to judge by ('paid ₦20,000.00 of ₦27,500.00') */
  why: z.string(),
});
export type StatementMatch = z.infer<typeof statementMatchSchema>;

export const statementUnmatchedKindSchema = z.enum(statementUnmatchedKinds);

/** A row offered for no order, with which kind it is and why: listed so the owner can look into it. */
export const statementUnmatchedSchema = z.object({
  line: z.number().int().positive(),
  date: z.string(),
  description: z.string(),
  /** naira; null when the row's amount is not a number ('unreadable') */
  amount: nairaSchema.nullable(),
  kind: statementUnmatchedKindSchema,
  /**
   * 'no order awaiting payment names this reference or comes to this amount', '#2a535483 is matched by line 4
   * already', 'already confirmed as the payment of #2a535483'
   */
  why: z.string(),
});
export type StatementUnmatched = z.infer<typeof statementUnmatchedSchema>;

export const adminStatementMatchAnswer = z.object({
  success: z.literal(true),
  /** every credit read, in the file's order (debits are skipped) */
  credits: z.array(statementCreditSchema),
  /** in the file's order */
  matches: z.array(statementMatchSchema),
  /** in the file's order */
  unmatched: z.array(statementUnmatchedSchema),
});
export type AdminStatementMatchAnswer = z.infer<typeof adminStatementMatchAnswer>;

/** A credit's narration as an order's history keeps it, the transfer's reference: cut to 100 characters. */
export const keptPaymentReference = (narration: string) => narration.trim().slice(0, 100).trim();

const paymentReferenceSchema = z
  .string({ error: "Give the transfer's reference" })
  .trim()
  .min(1, { error: "Give the transfer's reference" })
  // a long narration is cut rather than refused: the owner did not type it
  .overwrite(keptPaymentReference);

/** POST /api/admin/statement/confirm: the ticked matches, each recorded on its order on its own. */
export const adminStatementConfirmRequest = z.strictObject({
  payments: z
    .array(
      z.strictObject({
        orderId: idSchema,
        reference: paymentReferenceSchema,
        /** the credit's amount: less than the order owes is a part payment; left out, all it owes */
        amount: nairaSchema.positive({ error: 'An amount must be more than nothing' }).optional(),
      }),
      {
        error: 'Choose the payments to confirm',
      },
    )
    .min(1, { error: 'Tick at least one payment to confirm' })
    .max(200, { error: 'Confirm at most 200 payments at a time' }),
});
export type AdminStatementConfirmRequest = z.input<typeof adminStatementConfirmRequest>;

/**
 * What was done: the orders marked paid, and those refused with why ('Order #2a535483 is paid already', 'No such
 * order'). One order's refusal never stops the others.
 */
export const adminStatementConfirmAnswer = z.object({
  success: z.literal(true),
  /** 'Marked 3 orders paid; 1 refused' */
  message: z.string(),
  paid: z.array(z.string()),
  /** orders a credit paid part of: they still owe the rest */
  partPaid: z.array(z.string()),
  refused: z.array(z.object({ orderId: z.string(), message: z.string() })),
});
export type AdminStatementConfirmAnswer = z.infer<typeof adminStatementConfirmAnswer>;
