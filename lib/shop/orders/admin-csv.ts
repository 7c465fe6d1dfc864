import 'server-only';
import { toCsv, type CsvCell } from '@/lib/csv';
import { ORDER_COLUMNS, type SheetCell, type SheetColumn } from './admin-sheets';
import type { AdminOrder } from './admin-types';

// The accountant's tables as CSV: amounts in major units with a dot, never rounded through floating
// point; times as "2025-03-04 10:11:12" (docs/shop.md#accountant-exports).

/** Minor units as a decimal without rounding through floating point: 3400 → "34.00", -50 → "-0.50". */
export function decimalAmount(cents: number): string {
  const whole = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** "2025-03-04 10:11:12": a spreadsheet reads this as a date and time (an ISO "T…Z" stays text in Excel). */
export const spreadsheetTime = (iso: string) => iso.slice(0, 19).replace('T', ' ');

function csvCell(cell: SheetCell): CsvCell {
  if (cell.kind === 'amount') return decimalAmount(cell.cents);
  if (cell.kind === 'time') return cell.iso && spreadsheetTime(cell.iso);
  return cell.value;
}

export function sheetCsv<Row>(columns: readonly SheetColumn<Row>[], rows: readonly Row[]): string {
  return toCsv(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => csvCell(column.cell(row)))),
  );
}

export const ordersCsv = (orders: readonly AdminOrder[]) => sheetCsv(ORDER_COLUMNS, orders);
