import * as z from 'zod';
import type { AccountantExport } from './admin-export-paths';
import { isoDaySchema } from './admin';
import { messages } from './messages';

/*
 * The accountant's exports: the orders placed and the payments received over a range of Lagos days, as CSV
 * files the server makes (server/routes/admin-exports.ts). Files, not JSON calls, as the subscribers' list:
 * the admin's plain GET form downloads them with its session cookie (docs/decisions/052-accountant-exports.md).
 */

/** The most days one file covers: a leap year, both ends included. */
export const EXPORT_MAX_DAYS = 366;

const exportDay = z
  .string({ error: messages.exportDaysMissing })
  .trim()
  .min(1, { error: messages.exportDaysMissing })
  .pipe(isoDaySchema);

/** GET /admin/orders.csv and /admin/payments.csv: the first and last Lagos day, both included. */
// not strict: a GET's address may carry more (a tracking tag), which changes nothing of the file
export const accountantExportRequest = z.object({ from: exportDay, to: exportDay });
export type AccountantExportRequest = z.infer<typeof accountantExportRequest>;

/** 'oorun-orders-2026-11-01-to-2026-11-30.csv': the shop's name without its accents, safe in any file system. */
export const accountantExportFileName = (kind: AccountantExport, { from, to }: AccountantExportRequest) =>
  `oorun-${kind}-${from}-to-${to}.csv`;
