import { asc, eq } from 'drizzle-orm';
import type { AuditEntry } from '../../api';
import type { Queryable } from '../db/database';
import { auditLog } from '../db/schema';

/** Who made a change: a staff member's account, or the owner's CLI (no account: the terminal is the owner's). */
export interface Actor {
  id: string | null;
  email: string;
}

export const cliActor: Actor = { id: null, email: 'cli' };

export interface AuditChange {
  action:
    | 'order.keyed-in'
    | 'order.paid'
    | 'order.status'
    | 'order.note'
    | 'order.delivery-note'
    | 'order.payment'
    | 'order.refund'
    | 'account.role'
    | 'account.invite'
    | 'account.invite.cancel'
    | 'account.totp'
    | 'account.recovery-codes'
    | 'account.recovery-login'
    | 'popup.set'
    | 'popup.clear'
    | 'settings.change'
    | 'review.hide'
    | 'review.show'
    | 'message.answered'
    | 'message.reply'
    | 'product.create'
    | 'product.edit'
    | 'product.archive'
    | 'product.restore';
  /** 'order:<id>', 'account:<id>', 'invitation:<id>', 'popup' */
  target: string;
  before: unknown;
  after: unknown;
}

export const orderTarget = (orderId: string) => `order:${orderId}`;
export const accountTarget = (userId: string) => `account:${userId}`;
export const productTarget = (productId: string) => `product:${productId}`;

/** Writes one line; given the change's transaction, the line stands or falls with the change. */
export async function writeAudit(db: Queryable, actor: Actor, change: AuditChange, at: Date): Promise<void> {
  await db.insert(auditLog).values({ actorId: actor.id, actorEmail: actor.email, at, ...change });
}

/** What was done to one thing ('order:<id>'), oldest first. */
export async function historyOf(db: Queryable, target: string): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.target, target))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  return rows.map((row) => ({
    at: row.at.getTime(),
    actor: row.actorEmail,
    action: row.action,
    target: row.target,
    before: row.before,
    after: row.after,
  }));
}
