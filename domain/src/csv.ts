// CSV exports: RFC 4180 (CRLF lines, quoted fields) with formula-injection neutralisation:
// a text cell starting with = + - @ tab or CR gets a leading apostrophe so spreadsheets show it as text.

const FORMULA_START = /^[=+\-@\t\r]/;

/** Turns one value into a CSV field. Null/undefined are empty; dates are ISO; user text is neutralised. */
export function csvField(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    text = String(value);
  else if (typeof value === 'string') text = FORMULA_START.test(value) ? `'${value}` : value;
  else text = neutralise(JSON.stringify(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One CSV record line, ending with CRLF (for streaming). */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** A column of an export: its header and how to read its value from a row. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
}

/** A whole CSV document: header line then one line per row. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return (
    csvLine(columns.map((c) => c.header)) +
    rows.map((row) => csvLine(columns.map((c) => c.value(row)))).join('')
  );
}

/** File names of the exports (spec 02 section 7). */
export const CSV_FILE_NAMES = {
  users: 'users.csv',
  quotes: 'quotes.csv',
  usersReport: 'users_report.csv',
} as const;
