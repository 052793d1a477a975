import { CsvError, parse, type Info } from 'csv-parse/sync';
import { noCreditColumn, statementRows, type StatementRecord, type StatementRow } from '../../api';
import { badRequest } from '../http/errors';

/*
 * Splitting a bank's statement export into cells (issue 18) with csv-parse, a kept library: quoted narrations
 * with commas and line breaks, a byte-order mark, stray quotes. What the cells mean is api/rules/statement-reading.ts.
 */

export const unreadableStatement = (problem: string) =>
  `The statement could not be read as CSV (${problem}). Export it from the bank again as CSV.`;

type Parsed = { record: string[]; info: Info };

/** Each record with the file line it starts on: csv-parse counts to its last, and a narration may span lines. */
function recordsSplitBy(csv: string, delimiter: string): StatementRecord[] {
  const parsed = parse(csv, {
    delimiter,
    info: true,
    bom: true,
    trim: true,
    skip_empty_lines: true,
    // a preamble of one or two cells above a header of six, and a stray quote in a narration, are normal
    relax_column_count: true,
    relax_quotes: true,
  }) as unknown as Parsed[]; // csv-parse's types do not say that `info` wraps each record
  return parsed.map(({ record, info }) => ({
    cells: record,
    line: info.lines - record.reduce((n, field) => n + (field.match(/\n/g)?.length ?? 0), 0),
  }));
}

/**
 * The statement's credits (and the rows whose amount is not a number), in the file's order. Refuses (400) a
 * file with no header naming a credit column, or one that is not CSV at all.
 */
export function readStatement(csv: string): StatementRow[] {
  let problem: CsvError | null = null;
  // comma first, as most banks export; then semicolon (spreadsheets in some locales), then tab
  for (const delimiter of [',', ';', '\t']) {
    try {
      const rows = statementRows(recordsSplitBy(csv, delimiter));
      if (rows) return rows;
    } catch (error) {
      // split by another separator the file may read well
      if (!(error instanceof CsvError)) throw error;
      problem ??= error;
    }
  }
  throw badRequest(problem ? unreadableStatement(problem.message) : noCreditColumn);
}
