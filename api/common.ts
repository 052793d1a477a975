import * as z from 'zod';

/** Every failure answer: a real HTTP status and a sentence a shopper can read. */
export const failureAnswer = z.object({
  success: z.literal(false),
  message: z.string(),
});
export type FailureAnswer = z.infer<typeof failureAnswer>;

/** A success that carries only a message (add to cart, submit review, logout...). */
export const messageAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type MessageAnswer = z.infer<typeof messageAnswer>;

/** Calls that send nothing but the token send `{}`; anything more is refused. */
export const emptyRequest = z.strictObject({});
export type EmptyRequest = z.infer<typeof emptyRequest>;

/** Ids are opaque strings; they are never blank and never huge. */
export const idSchema = z
  .string()
  .trim()
  .min(1, { error: 'An id is required' })
  .max(64, { error: 'That id is too long' });

/** The key of a signed link (an order's, an email's): the HMAC's base64url, never blank, never huge. */
export const linkKeySchema = z
  .string({ error: "The link's key is required" })
  .trim()
  .min(1, { error: "The link's key is required" })
  .max(64, { error: "That link's key is too long" });

/** Money on the wire: naira as a number, never negative, at most two decimals. */
export const nairaSchema = z
  .number({ error: 'An amount must be a number' })
  .nonnegative({ error: 'An amount cannot be negative' })
  .refine((n) => Number.isFinite(n) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
    error: 'An amount has at most two decimals (kobo)',
  });

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'That email address is too long' })
  .pipe(z.email({ error: 'Please enter a valid email address' }));

/** A whole-number quantity of at least one: the cart's and the order's rule. */
export const quantitySchema = z
  .number({ error: 'Quantity must be a number' })
  .int({ error: 'Quantity must be a whole number' })
  .min(1, { error: 'Quantity must be at least 1' })
  .max(999, { error: 'Quantity cannot be more than 999' });
