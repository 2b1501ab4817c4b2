// CSV exports: RFC 4180 (CRLF lines, quoted fields) with formula-injection neutralization:
// a text cell starting with = + - @ tab or CR gets a leading apostrophe so spreadsheets show it as text.

const FORMULA_START = /^[=+\-@\t\r]/;

/** Turns one value into a CSV field. Null/undefined are empty; dates are ISO; user text is neutralized. */
export function csvField(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    text = String(value);
  else if (typeof value === 'string') text = FORMULA_START.test(value) ? `'${value}` : value;
  else text = neutralize(JSON.stringify(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function neutralize(text: string): string {
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

/** The admin CSV exports, each at GET /api/admin/export-{kind} (spec 02 section 7). */
export const EXPORT_KINDS = ['users', 'quotes', 'claims', 'subscriptions', 'payments'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** users-2026-11-23.csv: the export and the day (UTC) it was made. */
export function exportFileName(kind: ExportKind, now: Date): string {
  return `${kind}-${now.toISOString().slice(0, 10)}.csv`;
}
