import { and, eq, lt, or, sql } from 'drizzle-orm';
import { messages } from '../../api';
import type { Queryable } from '../db/database';
import { rateLimits } from '../db/schema';
import { tooManyRequests } from '../http/errors';

export interface Limit {
  /** attempts allowed in any stretch of `windowMs` */
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Strict per account (email), generous per address, because Nigerian mobile networks put many shoppers
 * behind one carrier NAT address and an IP limit must never lock out a crowd
 * (docs/decisions/031-limits-per-account-generous-per-address.md).
 */
export const defaultRateLimits = {
  /** failed logins per email from one address: refused past it */
  loginFailuresPerEmailAndIp: { max: 10, windowMs: 15 * MINUTE },
  /** failed logins per email from anywhere: slowed past it, never refused, so no stranger can lock a shopper out */
  loginFailuresPerEmail: { max: 20, windowMs: 15 * MINUTE },
  loginPerIp: { max: 300, windowMs: 15 * MINUTE },
  registerPerEmail: { max: 10, windowMs: HOUR },
  registerPerIp: { max: 100, windowMs: HOUR },
  /** sign-ups that met a known email, per address: refused past it, so a list of emails is walked slowly */
  registerTakenPerIp: { max: 10, windowMs: HOUR },
  /** every request sends a mail, so this one is tight */
  forgotPerEmail: { max: 5, windowMs: HOUR },
  forgotPerIp: { max: 100, windowMs: HOUR },
  resetPerIp: { max: 100, windowMs: 15 * MINUTE },
  contactPerEmail: { max: 5, windowMs: HOUR },
  contactPerIp: { max: 30, windowMs: HOUR },
  /** orders placed (any payment method) from one client address: a carrier NAT's shoppers share it */
  orderPerIp: { max: 30, windowMs: HOUR },
  /** orders placed with one email, or one phone: a shopper places one or two, a hoarder many */
  orderPerEmail: { max: 5, windowMs: HOUR },
  orderPerPhone: { max: 5, windowMs: HOUR },
  /**
   * Not a count but a share: the percent of a perfume's stock that the orders placed from one client address in
   * the window may put into unpaid holds (services/orders.ts; docs/decisions/017-held-stock-per-address.md)
   */
  heldStockPercentPerIp: { max: 20, windowMs: HOUR },
  /** a guest's MY ORDERS asks for every order the device remembers, on each visit */
  trackPerIp: { max: 300, windowMs: 15 * MINUTE },
  /** subscribing twice changes nothing, so only the address is counted */
  newsletterPerIp: { max: 30, windowMs: HOUR },
} as const satisfies Record<string, Limit>;

export type RateLimitSettings = Record<keyof typeof defaultRateLimits, Limit>;

export const windowStart = (now: Date, limit: Limit) =>
  new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs);

/** How much of the previous window a sliding window still holds (1 at the window's start, nearly 0 at its end). */
export const previousWindowShare = (now: Date, limit: Limit) =>
  1 - (now.getTime() - windowStart(now, limit).getTime()) / limit.windowMs;

/** How many a sliding window holds: this window's count plus the share of the previous one still inside it. */
function inWindow(limit: Limit, now: Date, count: number, previous: number | null): number {
  return count + Math.ceil(Number(previous ?? 0) * previousWindowShare(now, limit));
}

/**
 * Counts one attempt under each key and answers how many the last `windowMs` of each limit hold, in one
 * statement: an atomic upsert of every key's count (so concurrent requests in several processes never
 * undercount), each with its previous window's count beside it. A sliding window: no burst of twice the
 * limit across a clock-aligned boundary. The keys must differ.
 */
async function countEach(
  db: Queryable,
  attempts: readonly { key: string; limit: Limit }[],
  now: Date,
): Promise<Map<string, number>> {
  const previousWindows = attempts.map(({ key, limit }) => {
    const previousStart = new Date(windowStart(now, limit).getTime() - limit.windowMs).toISOString();
    return sql`(${key}, ${previousStart}::timestamptz)`;
  });
  const rows = await db
    .insert(rateLimits)
    .values(attempts.map(({ key, limit }) => ({ key, windowStart: windowStart(now, limit), count: 1 })))
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({
      key: rateLimits.key,
      count: rateLimits.count,
      // the returned row's key named with its table: a bare "key" inside the subquery would be p's own, and
      // with two keys counted last window the subquery would answer two rows
      previous: sql<number | null>`(select p.count from ${rateLimits} p
        where p.key = ${rateLimits}.${sql.identifier(rateLimits.key.name)}
        and (p.key, p.window_start) in (${sql.join(previousWindows, sql`, `)}))`,
    });
  const counts = new Map<string, number>();
  for (const { key, limit } of attempts) {
    const row = rows.find((counted) => counted.key === key);
    counts.set(key, inWindow(limit, now, row?.count ?? 1, row?.previous ?? null));
  }
  return counts;
}

/** Counts one attempt and answers how many the last `windowMs` hold (see countEach). */
export async function countAhead(db: Queryable, key: string, limit: Limit, now: Date): Promise<number> {
  return (await countEach(db, [{ key, limit }], now)).get(key) ?? 1;
}

/**
 * Counts one attempt under several keys at once (an order under its address, email and phone), in one
 * statement, and refuses (429) if any of them is past its limit. Every key is counted either way.
 */
export async function countAttempts(
  db: Queryable,
  attempts: readonly { key: string; limit: Limit }[],
  now: Date,
): Promise<void> {
  const counts = await countEach(db, attempts, now);
  if (attempts.some(({ key, limit }) => (counts.get(key) ?? 0) > limit.max))
    throw tooManyRequests(messages.tooManyAttempts);
}

/**
 * Counts one attempt and refuses (429) once the last window holds more than allowed. Counted before the
 * attempt is tried, so attempts in flight at once (twenty wrong passwords sent together) are each counted
 * before any is checked and no more than `max` are ever tried. An attempt that turns out to be no failure
 * gives its count back (`forgiveFailure`).
 */
export async function countAttempt(db: Queryable, key: string, limit: Limit, now: Date): Promise<void> {
  await countAttempts(db, [{ key, limit }], now);
}

/** An attempt counted ahead that succeeded: it was no failure. `now` is the one it was counted with. */
export async function forgiveFailure(db: Queryable, key: string, limit: Limit, now: Date): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart(now, limit))));
}

/** Forgets every count of these keys and of the keys they start (`login:email:<email>` and its addresses). */
export async function forgetCounts(db: Queryable, prefix: string): Promise<void> {
  await db
    .delete(rateLimits)
    .where(or(eq(rateLimits.key, prefix), sql`starts_with(${rateLimits.key}, ${`${prefix}:`})`));
}

/** Old windows are useless; the server prunes them now and then. */
export async function pruneRateLimits(db: Queryable, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 24 * HOUR)));
}
