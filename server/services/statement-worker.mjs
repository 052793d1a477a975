// Splitting a bank statement's text into records with csv-parse, on a thread of its own (services/statement-reading.ts):
// a month's statement takes the parser a second or more, which on the request thread kept every other shopper
// waiting. Plain JavaScript, so Node loads it as it is under tsx (npm start), vitest and the CLI alike.
import { CsvError, parse } from 'csv-parse/sync';

/**
 * The records of `csv` split by `delimiter`, each with the file line it starts on (csv-parse counts to its last, and
 * a narration may span lines), up to `bounds.records` records or `bounds.lines` lines. `more` says records were left
 * unread past the bound. A text that is not CSV gives its `problem`: csv-parse's own words.
 */
export function splitStatement(csv, delimiter, bounds) {
  let parsed;
  try {
    parsed = parse(csv, {
      delimiter,
      info: true,
      bom: true,
      trim: true,
      skip_empty_lines: true,
      // a preamble of one or two cells above a header of six, and a stray quote in a narration, are normal
      relax_column_count: true,
      relax_quotes: true,
      ...(bounds.records ? { to: bounds.records + 1 } : {}),
      ...(bounds.lines ? { to_line: bounds.lines } : {}),
    });
  } catch (error) {
    if (error instanceof CsvError) return { problem: error.message };
    throw error;
  }
  const more = bounds.records !== undefined && parsed.length > bounds.records;
  const records = (more ? parsed.slice(0, bounds.records) : parsed).map(({ record, info }) => ({
    cells: record,
    line: info.lines - record.reduce((n, field) => n + (field.match(/\n/g)?.length ?? 0), 0),
  }));
  return { records, more };
}

/** A task of the reading pool: the whole file by one separator, or its first lines by each of several. */
export default ({ csv, delimiter, delimiters, records, lines }) =>
  delimiters
    ? delimiters.map((each) => splitStatement(csv, each, { lines }))
    : splitStatement(csv, delimiter, { records });
