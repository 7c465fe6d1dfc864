import 'server-only';
import { toXlsx, type XlsxCell } from '@/lib/xlsx';
import { ORDER_COLUMNS, VAT_SUMMARY_COLUMNS, vatSheetRows, type SheetCell, type SheetColumn } from './admin-sheets';
import type { AdminOrder, VatSummary } from './admin-types';

// The accountant's tables as workbooks: the CSV's columns (admin-sheets.ts), typed. An amount is
// its minor units / 100 (the nearest binary fraction, as any spreadsheet keeps it) shown with two
// decimals; a time is a date and time in UTC.

function xlsxCell(cell: SheetCell): XlsxCell {
  if (cell.kind === 'amount') return { value: cell.cents / 100, numFmt: '0.00' };
  if (cell.kind === 'time') return cell.iso === null ? null : new Date(cell.iso);
  return cell.value;
}

function sheetXlsx<Row>(name: string, columns: readonly SheetColumn<Row>[], rows: readonly Row[]) {
  return toXlsx(
    name,
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => xlsxCell(column.cell(row)))),
  );
}

export const ordersXlsx = (orders: readonly AdminOrder[]) => sheetXlsx('Orders', ORDER_COLUMNS, orders);

export const vatSummaryXlsx = (summary: VatSummary) => sheetXlsx('VAT summary', VAT_SUMMARY_COLUMNS, vatSheetRows(summary));
