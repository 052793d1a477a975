import { Piscina } from 'piscina';
import {
  noCreditColumn,
  statementColumns,
  statementRows,
  type StatementRecord,
  type StatementRow,
} from '../../api';
import { ShopError, badRequest } from '../http/errors';
import { serverMessages } from '../http/messages';

/*
 * Splitting a bank's statement export into cells with csv-parse, a kept library: quoted narrations
 * with commas and line breaks, a byte-order mark, stray quotes. What the cells mean is api/rules/statement-reading.ts.
 * The whole file is split once, on a thread of its own (statement-worker.mjs): a month's statement held the
 * request thread for seconds, and every shopper's page with it.
 */

/** The most records read from a statement: a month of a busy account is a few thousand. */
export const STATEMENT_MAX_ROWS = 25_000;
export const statementTooManyRows = `That statement has more than ${STATEMENT_MAX_ROWS.toLocaleString('en-NG')} rows: export a shorter period`;

export const unreadableStatement = (problem: string) =>
  `The statement could not be read as CSV (${problem}). Export it from the bank again as CSV.`;

/** Where the header is looked for: a bank's preamble about the account is a few lines. */
const HEADER_LINES = 100;

/** What statement-worker.mjs answers a task with (piscina types a task's answer as any). */
type Split = { problem: string } | { records: StatementRecord[]; more: boolean };

/** One statement read at a time, on a thread beside the hashing pool's: the owner uploads a few a month. */
const MAX_WAITING = 8;
let pool: Piscina | null = null;

function readingPool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./statement-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    maxQueue: MAX_WAITING,
    // an idle thread gives its memory back; one that waits for work does not keep the process alive
    idleTimeout: 60_000,
  });
  return pool;
}

/**
 * The separator the file is written with: the first of comma (most banks), semicolon (spreadsheets in some locales)
 * and tab that shows a header naming a credit column in the file's first lines. Else why not: the first split's
 * problem, or no credit column.
 */
async function delimiterOf(reading: Piscina, csv: string): Promise<string> {
  const delimiters = [',', ';', '\t'];
  const heads: Split[] = await reading.run({ csv, delimiters, lines: HEADER_LINES });
  let problem: string | null = null;
  for (const [at, head] of heads.entries()) {
    if ('problem' in head) problem ??= head.problem;
    else if (head.records.some((record) => statementColumns(record.cells) !== null)) return delimiters[at]!;
  }
  throw badRequest(problem ? unreadableStatement(problem) : noCreditColumn);
}

/**
 * The statement's credits (and the rows whose amount is not a number), in the file's order. Refuses (400) a
 * file with no header naming a credit column, one that is not CSV at all, and one of more rows than are read.
 */
export async function readStatement(csv: string): Promise<StatementRow[]> {
  const reading = readingPool();
  if (reading.queueSize >= MAX_WAITING) throw new ShopError(503, serverMessages.statementsBusy);
  const delimiter = await delimiterOf(reading, csv);
  const whole: Split = await reading.run({ csv, delimiter, records: STATEMENT_MAX_ROWS });
  if ('problem' in whole) throw badRequest(unreadableStatement(whole.problem));
  if (whole.more) throw badRequest(statementTooManyRows);
  const rows = statementRows(whole.records);
  if (!rows) throw badRequest(noCreditColumn);
  return rows;
}
