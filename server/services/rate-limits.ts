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
 * DESIGN.md decision 11: strict per account (email), generous per address, because Nigerian mobile
 * networks put many shoppers behind one carrier NAT address and an IP limit must never lock out a crowd.
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
  /** a guest's MY ORDERS asks for every order the device remembers, on each visit */
  trackPerIp: { max: 300, windowMs: 15 * MINUTE },
  /** subscribing twice changes nothing, so only the address is counted */
  newsletterPerIp: { max: 30, windowMs: HOUR },
} as const satisfies Record<string, Limit>;

export type RateLimitSettings = Record<keyof typeof defaultRateLimits, Limit>;

const windowStart = (now: Date, limit: Limit) =>
  new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs);

/**
 * Counts one attempt and answers how many the last `windowMs` hold: this window's count (one atomic
 * upsert, so concurrent requests in several processes never undercount) plus the share of the previous
 * window's count that still lies inside the stretch. A sliding window: no burst of twice the limit
 * across a clock-aligned boundary.
 */
export async function countAhead(db: Queryable, key: string, limit: Limit, now: Date): Promise<number> {
  const start = windowStart(now, limit);
  const previousStart = new Date(start.getTime() - limit.windowMs).toISOString();
  // one statement: the count, and the previous window's beside it
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({
      count: rateLimits.count,
      previous: sql<
        number | null
      >`(select p.count from ${rateLimits} p where p.key = ${key} and p.window_start = ${previousStart})`,
    });
  const overlap = 1 - (now.getTime() - start.getTime()) / limit.windowMs;
  return (row?.count ?? 1) + Math.ceil(Number(row?.previous ?? 0) * overlap);
}

/**
 * Counts one attempt and refuses (429) once the last window holds more than allowed. Counted before the
 * attempt is tried, so attempts in flight at once (twenty wrong passwords sent together) are each counted
 * before any is checked and no more than `max` are ever tried. An attempt that turns out to be no failure
 * gives its count back (`forgiveFailure`).
 */
export async function countAttempt(db: Queryable, key: string, limit: Limit, now: Date): Promise<void> {
  if ((await countAhead(db, key, limit, now)) > limit.max) throw tooManyRequests(messages.tooManyAttempts);
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
