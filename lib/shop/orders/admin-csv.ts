import 'server-only';
import { toCsv } from '@/lib/csv';
import type { AdminOrder } from './admin-types';

const HEADER = ['Date (UTC)', 'Product', 'Amount', 'Currency', 'Buyer email', 'Provider', 'Downloads', 'Status'] as const;

/** Minor units as a decimal without rounding through floating point: 3400 → "34.00". */
export const decimalAmount = (cents: number) => `${Math.trunc(cents / 100)}.${String(Math.abs(cents % 100)).padStart(2, '0')}`;

/** "2025-03-04 10:11:12": a spreadsheet reads this as a date and time (an ISO "T…Z" stays text in Excel). */
const spreadsheetTime = (iso: string) => iso.slice(0, 19).replace('T', ' ');

export function ordersCsv(orders: readonly AdminOrder[]): string {
  return toCsv(
    HEADER,
    orders.map((order) => [
      spreadsheetTime(order.created_at),
      order.product_title,
      decimalAmount(order.amount_cents),
      order.currency.toUpperCase(),
      order.customer_email,
      order.provider,
      order.downloads,
      order.status,
    ]),
  );
}

export const ordersCsvName = (now = new Date()) => `orders-${now.toISOString().slice(0, 10)}.csv`;
