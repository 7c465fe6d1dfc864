import 'server-only';
import { countryName } from './admin-country';
import type { AdminOrder, VatSummary, VatSummaryRow } from './admin-types';

// The accountant's two tables, described once for both files: each column's header and its cell,
// typed, so the CSV writes it as text (admin-csv.ts) and the workbook as a number, a date or text
// (admin-xlsx.ts). Earlier columns keep their order, so a spreadsheet built on them still reads them.

export type SheetCell =
  | { kind: 'text'; value: string | null }
  | { kind: 'number'; value: number | null }
  /** Minor units: "34.00" in the CSV, 34 shown with two decimals in the workbook. */
  | { kind: 'amount'; cents: number }
  /** An ISO timestamp (UTC), or none. */
  | { kind: 'time'; iso: string | null };

export interface SheetColumn<Row> {
  header: string;
  cell: (row: Row) => SheetCell;
}

const text = (value: string | null): SheetCell => ({ kind: 'text', value });
const number = (value: number | null): SheetCell => ({ kind: 'number', value });
const amount = (cents: number): SheetCell => ({ kind: 'amount', cents });
const time = (iso: string | null): SheetCell => ({ kind: 'time', iso });

export const yesNo = (value: boolean) => (value ? 'yes' : 'no'); // not a locale

// The sale's figures follow the amount and currency; the buyer's company, VAT number and reverse
// charge follow her e-mail.
export const ORDER_COLUMNS: readonly SheetColumn<AdminOrder>[] = [
  { header: 'Receipt number', cell: (order) => number(order.receipt_number) },
  { header: 'Date (UTC)', cell: (order) => time(order.created_at) },
  { header: 'Product', cell: (order) => text(order.product_title) },
  { header: 'Amount', cell: (order) => amount(order.amount_cents) },
  { header: 'Currency', cell: (order) => text(order.currency.toUpperCase()) },
  { header: 'Country', cell: (order) => text(order.country) },
  { header: 'Net', cell: (order) => amount(order.amount_subtotal) },
  { header: 'VAT rate (%)', cell: (order) => number(order.tax_rate) },
  { header: 'VAT', cell: (order) => amount(order.amount_tax) },
  { header: 'Total', cell: (order) => amount(order.amount_total) },
  { header: 'Discount code', cell: (order) => text(order.discount_code) },
  { header: 'Discount', cell: (order) => amount(order.amount_discount) },
  { header: 'Buyer email', cell: (order) => text(order.customer_email) },
  { header: 'Buyer company', cell: (order) => text(order.buyer_company) },
  { header: 'Buyer VAT number', cell: (order) => text(order.buyer_vat_id) },
  { header: 'Reverse charge', cell: (order) => text(yesNo(order.reverse_charge)) },
  { header: 'Provider', cell: (order) => text(order.provider) },
  { header: 'Downloads', cell: (order) => number(order.downloads) },
  { header: 'Status', cell: (order) => text(order.status) },
  { header: 'Credit note number', cell: (order) => number(order.credit_note_number) },
  { header: 'Withdrawal consent (UTC)', cell: (order) => time(order.withdrawal_consent_at) },
];

/** A line of the VAT summary with its month: one per country, rate and currency, refunds subtracted. */
export type VatSheetRow = VatSummaryRow & { month: string };

export const vatSheetRows = (summary: VatSummary): VatSheetRow[] => summary.rows.map((row) => ({ ...row, month: summary.month }));

// No totals line: a sum column stays a sum.
export const VAT_SUMMARY_COLUMNS: readonly SheetColumn<VatSheetRow>[] = [
  { header: 'Month', cell: (row) => text(row.month) },
  { header: 'Country', cell: (row) => text(row.country) },
  { header: 'Country name', cell: (row) => text(row.country && countryName(row.country)) },
  { header: 'VAT rate (%)', cell: (row) => number(row.tax_rate) },
  { header: 'Reverse charge', cell: (row) => text(yesNo(row.reverse_charge)) },
  { header: 'Currency', cell: (row) => text(row.currency.toUpperCase()) },
  { header: 'Sales', cell: (row) => number(row.sales) },
  { header: 'Refunds', cell: (row) => number(row.refunds) },
  { header: 'Net', cell: (row) => amount(row.amount_subtotal) },
  { header: 'VAT', cell: (row) => amount(row.amount_tax) },
  { header: 'Total', cell: (row) => amount(row.amount_total) },
];

/** "orders-2025-03-04.csv", "vat-summary-2025-03.xlsx". */
export const ordersFileName = (extension: 'csv' | 'xlsx', now = new Date()) => `orders-${now.toISOString().slice(0, 10)}.${extension}`;
export const vatSummaryFileName = (month: string, extension: 'csv' | 'xlsx') => `vat-summary-${month}.${extension}`;
