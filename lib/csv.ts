import 'server-only';
import { stringify } from 'csv-stringify/sync';

// For Excel and Numbers: a BOM (else Excel reads "Ø" as "Ã˜"), CRLF, OWASP's CSV-injection rule
// (a formula start gets a quote), every cell quoted (Norwegian Excel splits on ";").

const FORMULA_START = /^[=+\-@\t\r]/;
// "-34.00" (a credit note's amount) is a number to a spreadsheet, not a formula: it keeps its minus.
const PLAIN_NUMBER = /^-\d+(\.\d+)?$/;

export function inertCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

export type CsvCell = string | number | Date | null | undefined;

function cellText(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  // Numbers are written by us (amounts, counts): a negative one is a number, not a formula.
  if (typeof value === 'number') return String(value);
  return inertCell(value);
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify([header.map(inertCell), ...rows.map((row) => row.map(cellText))], {
    bom: true,
    record_delimiter: 'windows',
    quoted: true,
    quoted_empty: true,
  });
}

export function csvResponse(csv: string, filename: string): Response {
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
