import * as z from 'zod';
import { emailSchema } from './common';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

/** POST /api/contact: the contact page's form, stored and mailed to the shop. */
export const contactRequest = z.strictObject({
  name: text('Name', 100),
  email: emailSchema,
  phone: z.string().trim().max(30, { error: 'Phone must be at most 30 characters' }).default(''),
  subject: text('Subject', 150),
  message: text('Message', 5000),
});
export type ContactRequest = z.input<typeof contactRequest>;
