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

/** Refuses (429) when earlier failures already used the window up, without counting this attempt. */
export async function checkFailures(db: Queryable, key: string, limit: Limit, now: Date): Promise<void> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart(now, limit))));
  if ((row?.count ?? 0) >= limit.max) throw tooManyRequests(messages.tooManyAttempts);
}

/** Counts a failure (a wrong password) without refusing: the next attempt's check does that. */
export async function countFailure(db: Queryable, key: string, limit: Limit, now: Date): Promise<void> {
  await increment(db, key, limit, now);
}

/** Old windows are useless; the server prunes them now and then. */
export async function pruneRateLimits(db: Queryable, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 24 * HOUR)));
}
