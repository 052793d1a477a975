import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  formatLongDateTime,
  noSuchMessage,
  type AdminMessagesRequest,
  type ContactMessage,
  type MessageFilter,
} from '../../api';
import type { Queryable, ShopDb } from '../db/database';
import { contactMessages } from '../db/schema';
import type { Mail } from '../mail/mailer';
import { notFound } from '../http/errors';
import { type Actor, historyOf, writeAudit } from './audit-log';

/*
 * The contact page's messages in the admin: opened (read), answered by mail from here or marked
 * answered when the shop answered some other way. Each reply is kept, word for word, in the audit log.
 */

export const messageTarget = (messageId: string) => `message:${messageId}`;

type Row = typeof contactMessages.$inferSelect;

const fromRow = ({ id, createdAt, readAt, answeredAt, ...row }: Row): ContactMessage => ({
  ...row,
  _id: id,
  date: createdAt.getTime(),
  readAt: readAt?.getTime() ?? null,
  answeredAt: answeredAt?.getTime() ?? null,
});

/** The filters as one partition: new (not opened), to answer (opened, not answered), answered. */
const whereShown = {
  all: undefined,
  new: and(isNull(contactMessages.readAt), isNull(contactMessages.answeredAt)),
  toAnswer: and(isNotNull(contactMessages.readAt), isNull(contactMessages.answeredAt)),
  answered: isNotNull(contactMessages.answeredAt),
} satisfies Record<MessageFilter, SQL | undefined>;

/** Newest first. */
export async function findContactMessages(
  db: Queryable,
  filter: Required<AdminMessagesRequest>,
): Promise<ContactMessage[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(whereShown[filter.show])
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(filter.limit);
  return rows.map(fromRow);
}

async function rowOrRefuse(db: Queryable, messageId: string): Promise<Row> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, messageId));
  if (!row) throw notFound(noSuchMessage);
  return row;
}

/** One message with what was done to it, marked read the first time it is opened (reading is not audited). */
export async function openContactMessage(db: Queryable, messageId: string, now: Date) {
  await db
    .update(contactMessages)
    .set({ readAt: now })
    .where(and(eq(contactMessages.id, messageId), isNull(contactMessages.readAt)));
  const row = await rowOrRefuse(db, messageId);
  return { contactMessage: fromRow(row), history: await historyOf(db, messageTarget(messageId)) };
}

/** Answered some other way (a call, WhatsApp): audited; a second time changes nothing. */
export async function markMessageAnswered(db: ShopDb, actor: Actor, messageId: string, now: Date) {
  return db.transaction(async (tx) => {
    const row = await rowOrRefuse(tx, messageId);
    if (row.answeredAt) return { contactMessage: fromRow(row), already: true };
    const [answered] = await tx
      .update(contactMessages)
      .set({ answeredAt: now, readAt: row.readAt ?? now })
      .where(eq(contactMessages.id, messageId))
      .returning();
    await writeAudit(
      tx,
      actor,
      {
        action: 'message.answered',
        target: messageTarget(messageId),
        before: { answered: false },
        after: { answered: true },
      },
      now,
    );
    return { contactMessage: fromRow(answered ?? row), already: false };
  });
}

/** The reply as the sender reads it: the shop's words, then their own message quoted. */
export function replyMail(message: ContactMessage, reply: string, shopEmail: string): Mail {
  const quoted = message.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    to: message.email,
    // an answer to the shop's reply reaches the shop's own inbox, not the sending address
    replyTo: shopEmail,
    subject: `Re: ${message.subject}`,
    text: [
      `Hello ${message.name},`,
      '',
      reply,
      '',
      `On ${formatLongDateTime(message.date)}, you wrote:`,
      quoted,
    ].join('\n'),
  };
}

/**
 * A reply by mail: the message is marked answered and the reply kept in the audit log, in one transaction;
 * the mail is written once that has happened (the caller sends it), so a mail never goes for a reply unrecorded.
 */
export async function recordReply(db: ShopDb, actor: Actor, messageId: string, reply: string, now: Date) {
  return db.transaction(async (tx) => {
    const before = await rowOrRefuse(tx, messageId);
    const [answered] = await tx
      .update(contactMessages)
      .set({
        readAt: before.readAt ?? now,
        answeredAt: sql`coalesce(${contactMessages.answeredAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(contactMessages.id, messageId))
      .returning();
    await writeAudit(
      tx,
      actor,
      { action: 'message.reply', target: messageTarget(messageId), before: null, after: { reply } },
      now,
    );
    return fromRow(answered ?? before);
  });
}

/** Contact messages nobody has opened yet: Today's count. */
export async function unreadMessageCount(db: Queryable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactMessages).where(whereShown.new);
  return row?.n ?? 0;
}
