import * as z from 'zod';
import { emailSchema } from './common';

export const newsletterRequest = z.strictObject({ email: emailSchema });
export type NewsletterRequest = z.infer<typeof newsletterRequest>;

export const newsletterAnswer = z.object({ success: z.literal(true), message: z.string() });
export type NewsletterAnswer = z.infer<typeof newsletterAnswer>;

/** The newsletter's failure body is `{ success: false, error }`: the original client reads `error` there. */
export const newsletterFailure = z.object({ success: z.literal(false), error: z.string() });
export type NewsletterFailure = z.infer<typeof newsletterFailure>;
