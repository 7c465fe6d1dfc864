import 'server-only';
import { stringify } from 'csv-stringify/sync';

// The admin's exports (messages, orders) open in Excel and Numbers, so: UTF-8 with a byte order
// mark (without it Excel reads "Ø" as "Ã˜"), CRLF lines, and no cell that a spreadsheet would run
// as a formula. OWASP's rule for CSV injection: a cell starting with = + - @ (or a tab or carriage
// return, which some spreadsheets skip before looking) is prefixed with a single quote, which makes
// the spreadsheet show it as text. Every cell is quoted too: a spreadsheet set to split on ";"
// (Norwegian Excel's default) would otherwise split "a ;=1+1" and run the "=1+1" it made.

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as text that no spreadsheet evaluates. */
export function inertCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export type CsvCell = string | number | Date | null | undefined;

function cellText(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  // Numbers are written by us (amounts, counts): a negative one is a number, not a formula.
  if (typeof value === 'number') return String(value);
  return inertCell(value);
}

/** A whole CSV document: the header row, then one row per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify([header.map(inertCell), ...rows.map((row) => row.map(cellText))], {
    bom: true,
    record_delimiter: 'windows',
    quoted: true,
    quoted_empty: true,
  });
}

/** A CSV answer that the browser saves under `filename` (ASCII, chosen by us). */
export function csvResponse(csv: string, filename: string): Response {
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
