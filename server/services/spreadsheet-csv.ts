import { stringify } from 'csv-stringify/sync';

/**
 * A CSV file the owner opens in a spreadsheet: a header row, Windows line ends, and every cell that a spreadsheet
 * would run as a formula (starting with = + - @, a tab or a return) given a leading apostrophe, as shoppers type
 * the names, emails and addresses in it. `bom` starts the file with a UTF-8 byte order mark, without which Excel
 * reads Òórùn or Adébáyọ̀ as another encoding's letters.
 */
export function spreadsheetCsv(
  columns: readonly string[],
  rows: readonly (readonly (string | number)[])[],
  { bom = false }: { bom?: boolean } = {},
): string {
  return stringify(
    rows.map((row) => [...row]),
    { header: true, columns: [...columns], escape_formulas: true, record_delimiter: 'windows', bom },
  );
}
