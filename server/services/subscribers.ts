import { asc, count, desc } from 'drizzle-orm';
import { NEWEST_SUBSCRIBERS, type AdminSubscribersAnswer } from '../../api';
import type { Queryable } from '../db/database';
import { newsletterSubscribers } from '../db/schema';
import { spreadsheetCsv } from './spreadsheet-csv';

/** The newsletter's subscribers in the admin: how many, the newest few, and the whole list as CSV. */

export async function subscribersAtAGlance(db: Queryable): Promise<AdminSubscribersAnswer> {
  const [total] = await db.select({ n: count() }).from(newsletterSubscribers);
  const newest = await db
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.email))
    .limit(NEWEST_SUBSCRIBERS);
  return {
    success: true,
    count: total?.n ?? 0,
    newest: newest.map((row) => ({ email: row.email, date: row.createdAt.getTime() })),
  };
}

/**
 * Every subscriber, oldest first, as CSV (email, subscribed at in UTC ISO 8601); anyone may subscribe any text
 * that passes as an email, so spreadsheetCsv keeps a formula in it from running.
 */
export async function subscribersCsv(db: Queryable): Promise<string> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.email));
  return spreadsheetCsv(
    ['email', 'subscribed at'],
    rows.map((row) => [row.email, row.createdAt.toISOString()]),
  );
}
