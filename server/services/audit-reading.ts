import { and, desc, eq, gte, ilike, like, lt, or, type SQL } from 'drizzle-orm';
import type * as z from 'zod';
import { messages, readOrderReference, type adminAuditRequest, type AuditEntry } from '../../api';
import type { Queryable } from '../db/database';
import { auditLog } from '../db/schema';
import { badRequest } from '../http/errors';
import { DAY_MS, lagosDayStart } from './admin-orders';
import { orderTarget } from './audit-log';

/*
 * The audit log as the owner reads it: newest first, a page at a time, each page starting below
 * the last line of the one before ('<at>:<line>'), so lines written meanwhile never shift a page.
 */

type AuditFilter = z.output<typeof adminAuditRequest>;

/** What was changed, as typed: an order's id or reference, or a target as the log writes it. */
function targetCondition(typed: string): SQL {
  const order = readOrderReference(typed);
  if (order)
    return 'id' in order
      ? eq(auditLog.target, orderTarget(order.id))
      : like(auditLog.target, `order:%${order.reference}`);
  return eq(auditLog.target, typed.toLowerCase());
}

/** `%`, `_` and `\` typed in a search are letters, not patterns. */
const literal = (typed: string) => typed.replace(/[\\%_]/g, (char) => `\\${char}`);

function olderThan(cursor: string): SQL | undefined {
  const [at = 0, id = 0] = cursor.split(':').map(Number);
  const when = new Date(at);
  return or(lt(auditLog.at, when), and(eq(auditLog.at, when), lt(auditLog.id, id)));
}

export async function readAuditLog(
  db: Queryable,
  filter: AuditFilter,
): Promise<{ entries: AuditEntry[]; older: string | null }> {
  const from = filter.from ? lagosDayStart(filter.from) : null;
  const to = filter.to ? lagosDayStart(filter.to) : null;
  if (from && to && to < from) throw badRequest(messages.firstDayAfterLastDay);
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        filter.actor ? ilike(auditLog.actorEmail, `%${literal(filter.actor)}%`) : undefined,
        filter.action ? eq(auditLog.action, filter.action) : undefined,
        filter.target ? targetCondition(filter.target) : undefined,
        from ? gte(auditLog.at, from) : undefined,
        // `to` is inclusive: up to the start of the next Lagos day
        to ? lt(auditLog.at, new Date(to.getTime() + DAY_MS)) : undefined,
        filter.older ? olderThan(filter.older) : undefined,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    // one more than the page: whether older lines remain
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  return {
    entries: page.map((row) => ({
      at: row.at.getTime(),
      actor: row.actorEmail,
      action: row.action,
      target: row.target,
      before: row.before,
      after: row.after,
    })),
    older: rows.length > filter.limit && last ? `${last.at.getTime()}:${last.id}` : null,
  };
}
