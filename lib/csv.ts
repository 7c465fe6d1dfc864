import 'server-only';
import { stringify } from 'csv-stringify/sync';

// For Excel and Numbers: a BOM (else Excel reads "Ø" as "Ã˜"), CRLF, every cell quoted, and OWASP's
// CSV-injection rule (a formula start gets a "'") applied to every piece a spreadsheet may split a
// cell into: Norwegian Excel splits on ";" even inside quotes, others on "," or tab, and a line
// break may start a row (docs/decisions/csv-formulas.md).

/** Where a spreadsheet may start a new cell inside ours. */
const SPLITS = new Set([';', ',', '\t', '\r', '\n']);
/** OWASP's formula starts; tab and CR are splits too, so the piece after them is checked as well. */
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r']);
// "-34.00" (a credit note's amount) is a number to a spreadsheet, not a formula: it keeps its minus.
const PLAIN_NUMBER = /^-\d+(\.\d+)?$/;

/**
 * A "'" before every formula start that begins the cell or follows a split (spaces between are
 * skipped, as a spreadsheet may trim them): `a;=1+1` becomes `a;'=1+1`. Nothing is removed, so a
 * reader still sees what was written.
 */
export function inertCell(value: string): string {
  if (PLAIN_NUMBER.test(value)) return value;
  let out = '';
  let pieceStart = true;
  for (const char of value) {
    if (pieceStart && char !== ' ') {
      if (FORMULA_STARTS.has(char)) out += "'";
      pieceStart = false;
    }
    out += char;
    if (SPLITS.has(char)) pieceStart = true;
  }
  return out;
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
