import 'server-only';
import { toCsv } from '@/lib/csv';
import type { AdminOrder } from './admin-types';

// The sale's figures follow the amount and currency; the buyer's company, VAT number and reverse
// charge follow her e-mail. Earlier columns keep their order, so a spreadsheet built on them still reads them.
const HEADER = [
  'Receipt number',
  'Date (UTC)',
  'Product',
  'Amount',
  'Currency',
  'Country',
  'Net',
  'VAT rate (%)',
  'VAT',
  'Total',
  'Discount code',
  'Discount',
  'Buyer email',
  'Buyer company',
  'Buyer VAT number',
  'Reverse charge',
  'Provider',
  'Downloads',
  'Status',
  'Credit note number',
  'Withdrawal consent (UTC)',
] as const;

/** Minor units as a decimal without rounding through floating point: 3400 → "34.00", -50 → "-0.50". */
export function decimalAmount(cents: number): string {
  const whole = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** "2025-03-04 10:11:12": a spreadsheet reads this as a date and time (an ISO "T…Z" stays text in Excel). */
export const spreadsheetTime = (iso: string) => iso.slice(0, 19).replace('T', ' ');

export const yesNo = (value: boolean) => (value ? 'yes' : 'no'); // not a locale

export function ordersCsv(orders: readonly AdminOrder[]): string {
  return toCsv(
    HEADER,
    orders.map((order) => [
      order.receipt_number,
      spreadsheetTime(order.created_at),
      order.product_title,
      decimalAmount(order.amount_cents),
      order.currency.toUpperCase(),
      order.country,
      decimalAmount(order.amount_subtotal),
      order.tax_rate,
      decimalAmount(order.amount_tax),
      decimalAmount(order.amount_total),
      order.discount_code,
      decimalAmount(order.amount_discount),
      order.customer_email,
      order.buyer_company,
      order.buyer_vat_id,
      yesNo(order.reverse_charge),
      order.provider,
      order.downloads,
      order.status,
      order.credit_note_number,
      order.withdrawal_consent_at && spreadsheetTime(order.withdrawal_consent_at),
    ]),
  );
}

export const ordersCsvName = (now = new Date()) => `orders-${now.toISOString().slice(0, 10)}.csv`;
