import 'server-only';
import { toCsv } from '@/lib/csv';
import type { AdminOrder } from './admin-types';

const HEADER = [
  'Receipt number',
  'Date (UTC)',
  'Product',
  'Amount',
  'Currency',
  'Buyer email',
  'Provider',
  'Downloads',
  'Status',
  'Credit note number',
  'Withdrawal consent (UTC)',
] as const;

/** Minor units as a decimal without rounding through floating point: 3400 → "34.00". */
export const decimalAmount = (cents: number) => `${Math.trunc(cents / 100)}.${String(Math.abs(cents % 100)).padStart(2, '0')}`;

/** "2025-03-04 10:11:12": a spreadsheet reads this as a date and time (an ISO "T…Z" stays text in Excel). */
const spreadsheetTime = (iso: string) => iso.slice(0, 19).replace('T', ' ');

export function ordersCsv(orders: readonly AdminOrder[]): string {
  return toCsv(
    HEADER,
    orders.map((order) => [
      order.receipt_number,
      spreadsheetTime(order.created_at),
      order.product_title,
      decimalAmount(order.amount_cents),
      order.currency.toUpperCase(),
      order.customer_email,
      order.provider,
      order.downloads,
      order.status,
      order.credit_note_number,
      order.withdrawal_consent_at && spreadsheetTime(order.withdrawal_consent_at),
    ]),
  );
}

export const ordersCsvName = (now = new Date()) => `orders-${now.toISOString().slice(0, 10)}.csv`;
