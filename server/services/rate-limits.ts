import { and, eq, lt, sql } from 'drizzle-orm';
import { messages } from '../../api';
import type { Queryable } from '../db/database';
import { rateLimits } from '../db/schema';
import { tooManyRequests } from '../http/errors';

export interface Limit {
  /** attempts allowed per window */
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
  /** failed logins per email */
  loginFailuresPerEmail: { max: 10, windowMs: 15 * MINUTE },
  loginPerIp: { max: 300, windowMs: 15 * MINUTE },
  registerPerEmail: { max: 10, windowMs: HOUR },
  registerPerIp: { max: 100, windowMs: HOUR },
  /** every request sends a mail, so this one is tight */
  forgotPerEmail: { max: 5, windowMs: HOUR },
  forgotPerIp: { max: 100, windowMs: HOUR },
  resetPerIp: { max: 100, windowMs: 15 * MINUTE },
  contactPerEmail: { max: 5, windowMs: HOUR },
  contactPerIp: { max: 30, windowMs: HOUR },
} as const satisfies Record<string, Limit>;

export type RateLimitSettings = Record<keyof typeof defaultRateLimits, Limit>;

const windowStart = (now: Date, limit: Limit) =>
  new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs);

/** One atomic upsert, so concurrent requests in several processes never undercount. */
async function increment(db: Queryable, key: string, limit: Limit, now: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: windowStart(now, limit), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** Counts one attempt and refuses (429) once the window holds more than allowed. */
export async function countAttempt(db: Queryable, key: string, limit: Limit, now: Date): Promise<void> {
  if ((await increment(db, key, limit, now)) > limit.max) throw tooManyRequests(messages.tooManyAttempts);
}

/**
 * Counts an attempt as a failure before it is tried, in one atomic step, and refuses (429) once the window
 * holds more than allowed: attempts in flight at once (twenty wrong passwords sent together) are each counted
 * before any is checked, so no more than `max` are ever tried. An attempt that succeeds gives its count back
 * (`forgiveFailure`).
 */
export async function countFailureAhead(db: Queryable, key: string, limit: Limit, now: Date): Promise<void> {
  if ((await increment(db, key, limit, now)) > limit.max) throw tooManyRequests(messages.tooManyAttempts);
}

/** An attempt counted ahead that succeeded: it was no failure. `now` is the one it was counted with. */
export async function forgiveFailure(db: Queryable, key: string, limit: Limit, now: Date): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart(now, limit))));
}

/** Old windows are useless; the server prunes them now and then. */
export async function pruneRateLimits(db: Queryable, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 24 * HOUR)));
}
