import * as z from 'zod';
import { auditEntrySchema } from './admin';
import { messageFilters, REPLY_MAX_CHARS, replyMissing, replyTooLong } from './admin-inbox-rules';
import { idSchema } from './common';

/*
 * The contact page's messages in the admin: read, marked answered, replied to by mail. They hold a
 * shopper's email and phone, so each is named by its id only, in POST bodies and in the admin's addresses.
 */

/** A contact message as the admin sees it. */
export const contactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  /** '' when none was given */
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  /** ms since epoch */
  date: z.number().int(),
  /** when someone in the admin first opened it; null: new */
  readAt: z.number().int().nullable(),
  /** when it was answered; null: still to answer */
  answeredAt: z.number().int().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** POST /api/admin/messages: newest first. */
export const adminMessagesRequest = z.strictObject({
  show: z.enum(messageFilters, { error: 'Choose all, new, to answer or answered' }).default('all'),
  limit: z.number().int().min(1).max(500).default(200),
});
export type AdminMessagesRequest = z.input<typeof adminMessagesRequest>;

export const adminMessagesAnswer = z.object({
  success: z.literal(true),
  contactMessages: z.array(contactMessageSchema),
});
export type AdminMessagesAnswer = z.infer<typeof adminMessagesAnswer>;

/** POST /api/admin/message: one message, marked read the first time it is opened, with its replies. */
export const adminMessageRequest = z.strictObject({ messageId: idSchema });
export type AdminMessageRequest = z.input<typeof adminMessageRequest>;

export const adminMessageAnswer = z.object({
  success: z.literal(true),
  contactMessage: contactMessageSchema,
  /** the audit log's lines about it, oldest first: marked answered, each reply with its text */
  history: z.array(auditEntrySchema),
});
export type AdminMessageAnswer = z.infer<typeof adminMessageAnswer>;

/** POST /api/admin/message/answered: answered some other way (a call, WhatsApp). */
export const adminMarkAnsweredRequest = z.strictObject({ messageId: idSchema });
export type AdminMarkAnsweredRequest = z.input<typeof adminMarkAnsweredRequest>;

/** POST /api/admin/message/reply: mailed to the sender from the shop, quoting their message; marks it answered. */
export const adminReplyRequest = z.strictObject({
  messageId: idSchema,
  reply: z
    .string({ error: replyMissing })
    .trim()
    .min(1, { error: replyMissing })
    .max(REPLY_MAX_CHARS, { error: replyTooLong }),
});
export type AdminReplyRequest = z.input<typeof adminReplyRequest>;

/** What a change answers: a sentence for the owner and the message as it now is. */
export const adminMessageChangeAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  contactMessage: contactMessageSchema,
});
export type AdminMessageChangeAnswer = z.infer<typeof adminMessageChangeAnswer>;
