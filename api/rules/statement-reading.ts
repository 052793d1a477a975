import type { StatementRow } from './statement-matching';

/*
 * Reading a bank's statement export once it is split into cells. Nigerian banks each name their
 * columns their own way and put a few lines about the account above the header, so the header is found by its
 * credit column's name. Pure: the server splits the file with csv-parse, the mocks with a simpler splitter.
 */

export const noCreditColumn = 'The statement has no column of credits (Credit, Credits, Amount or Deposit).';

/** 'Trans. Date' -> 'transdate': header names are compared without case, spaces or dots. */
const key = (header: string) => header.toLowerCase().replace(/[\s._-]+/g, '');

const DATE = ['transdate', 'transactiondate', 'date', 'valuedate', 'posteddate', 'postingdate'];
const DESCRIPTION = ['narration', 'description', 'remarks', 'details', 'transactiondetails', 'narrative'];
const CREDIT = ['credit', 'credits', 'creditamount', 'deposit', 'deposits', 'lodgement', 'lodgements'];
const DEBIT = ['debit', 'debits', 'debitamount', 'withdrawal', 'withdrawals'];

export interface StatementColumns {
  /** -1: the file has none */
  date: number;
  /** -1: the file has none */
  description: number;
  credit: number;
}

/** The columns of a header row; null when it has no credit column ('Amount' counts only without a debit one). */
export function statementColumns(cells: readonly string[]): StatementColumns | null {
  const keys = cells.map(key);
  const find = (names: readonly string[]) => {
    for (const name of names) {
      const at = keys.indexOf(name);
      if (at >= 0) return at;
    }
    return -1;
  };
  let credit = find(CREDIT);
  if (credit < 0 && find(DEBIT) < 0) credit = keys.indexOf('amount');
  if (credit < 0) return null;
  return { date: find(DATE), description: find(DESCRIPTION), credit };
}

/**
 * A credit's amount in kobo: '27,500.00', '₦27,500.00', 'NGN 27500'. 0 for a blank, zero or negative amount (a
 * debit, skipped); null when it is not a number.
 */
export function readAmount(text: string): number | null {
  const bare = text
    .trim()
    .replace(/^(?:NGN|₦|N)\s*/i, '')
    .replace(/\s*(?:NGN|CR)$/i, '')
    .replace(/[\s,]/g, '');
  if (bare === '') return 0;
  if (!/^[+-]?\d+(?:\.\d{1,2})?$/.test(bare)) return null;
  return Math.max(0, Math.round(Number(bare) * 100));
}

/** One record of the file, split into its cells (trimmed), with the file line it starts on (1-based). */
export interface StatementRecord {
  cells: readonly string[];
  line: number;
}

/**
 * The statement's credits (and the rows whose amount is not a number) under its header, in the file's order;
 * debits and blank rows are skipped. Null when no row names a credit column: not a statement, or split by the
 * wrong separator.
 */
export function statementRows(records: readonly StatementRecord[]): StatementRow[] | null {
  const header = records.findIndex((record) => statementColumns(record.cells) !== null);
  if (header < 0) return null;
  const columns = statementColumns(records[header]!.cells)!;
  const cell = (cells: readonly string[], at: number) => (at < 0 ? '' : (cells[at] ?? ''));
  const rows: StatementRow[] = [];
  for (const { cells, line } of records.slice(header + 1)) {
    if (cells.every((field) => field === '')) continue;
    const amountText = cell(cells, columns.credit);
    const amountKobo = readAmount(amountText);
    if (amountKobo === 0) continue;
    const date = cell(cells, columns.date);
    const description = cell(cells, columns.description);
    rows.push(
      amountKobo === null
        ? { line, date, description, amountKobo, problem: `the amount "${amountText}" is not a number` }
        : { line, date, description, amountKobo },
    );
  }
  return rows;
}
