import type { AccountantExport } from './admin-export-paths';
import { messages } from './messages';
import { calendarDayOf, DAY_MS, dayFormatSentence, noSuchDaySentence } from './rules/dates';

/*
 * The accountant's exports: the orders placed and the payments received over a range of Lagos days, as CSV
 * files the server makes (server/routes/admin-exports.ts). Files, not JSON calls, as the subscribers' list:
 * the admin's plain GET form downloads them with its session cookie (docs/decisions/052-accountant-exports.md).
 * Plain code, no schema: the Orders page reads a refused export's days in the browser too.
 */

/** The most days one file covers: a leap year, both ends included. */
export const EXPORT_MAX_DAYS = 366;

/** GET /admin/orders.csv and /admin/payments.csv: the first and last Lagos day ('2026-11-01'), both included. */
export interface AccountantExportRequest {
  from: string;
  to: string;
}

/** Which day of the export's form a refusal is about: the last day, when the two do not make a range. */
export type ExportDay = keyof AccountantExportRequest;

/** Why a day typed in the form cannot be read; undefined when it can. */
function dayProblem(day: string): string | undefined {
  if (day === '') return messages.exportDaysMissing;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return dayFormatSentence;
  return calendarDayOf(day) === null ? noSuchDaySentence(day) : undefined;
}

/**
 * The two days of an export as asked (a GET form's fields; anything else in the address changes nothing), or
 * why they cannot be and of which day: the server refuses them with it and the Orders page shows it under that
 * day, the days kept as typed.
 */
export function exportDaysOf(
  query: Record<string, string | undefined>,
): { days: AccountantExportRequest } | { problem: string; day: ExportDay } {
  const days = { from: (query.from ?? '').trim(), to: (query.to ?? '').trim() };
  for (const day of ['from', 'to'] as const) {
    const problem = dayProblem(days[day]);
    if (problem) return { problem, day };
  }
  const length = (calendarDayOf(days.to)! - calendarDayOf(days.from)!) / DAY_MS + 1;
  if (length < 1) return { problem: messages.firstDayAfterLastDay, day: 'to' };
  if (length > EXPORT_MAX_DAYS) return { problem: messages.exportRangeTooLong, day: 'to' };
  return { days };
}

/** 'oorun-orders-2026-11-01-to-2026-11-30.csv': the shop's name without its accents, safe in any file system. */
export const accountantExportFileName = (kind: AccountantExport, { from, to }: AccountantExportRequest) =>
  `oorun-${kind}-${from}-to-${to}.csv`;
