import type { OrderStatus } from '@/lib/db/schema';

export type ReceiptStatus = 'pending' | 'sent' | 'failed';

export interface Money {
  amount_cents: number;
  currency: string;
}

export interface AdminOrder {
  id: string;
  /** The sales document's number; a refund's credit note has its own. */
  receipt_number: number | null;
  credit_note_number: number | null;
  created_at: string;
  product_id: string;
  product_title: string;
  amount_cents: number;
  currency: string;
  customer_email: string | null;
  provider: string;
  payment_intent_id: string | null;
  downloads: number;
  status: OrderStatus;
  refunded_at: string | null;
  receipt: ReceiptStatus | null;
  /** When the buyer agreed to delivery at once and to losing her right of withdrawal. */
  withdrawal_consent_at: string | null;
  // The sale's figures, in minor units of `currency`: total = subtotal (net, after the discount) + tax.
  /** The buyer's billing country (ISO alpha-2); null on orders from before VAT. */
  country: string | null;
  amount_subtotal: number;
  /** Percent: 25, 19, 25.5; 0 outside the VAT area and for a reverse charge. */
  tax_rate: number;
  amount_tax: number;
  /** What was paid (the same as `amount_cents`). */
  amount_total: number;
  buyer_vat_id: string | null;
  buyer_company: string | null;
  reverse_charge: boolean;
  /** What a discount code took off the listed price. */
  amount_discount: number;
  discount_code: string | null;
}

export interface MonthTotal {
  month: string;
  count: number;
  revenue: Money[];
}

export interface AdminOrdersPage {
  orders: AdminOrder[];
  next_cursor: string | null;
  /** The last 12 months, oldest first, months without orders as zero (filtered by product, not by date). */
  totals: MonthTotal[];
}

export type StripeMode = 'test' | 'live';

/** Sums of one month's sales and credit notes (refunds negative), in minor units of `currency`. */
export interface VatFigures {
  currency: string;
  /** Orders placed in the month. */
  sales: number;
  /** Credit notes written in the month. */
  refunds: number;
  amount_subtotal: number;
  amount_tax: number;
  amount_total: number;
}

/** One line of an OSS-style return: a country, a rate and a currency. */
export interface VatSummaryRow extends VatFigures {
  /** ISO alpha-2; null for orders from before VAT was recorded. */
  country: string | null;
  tax_rate: number;
  reverse_charge: boolean;
}

export interface VatSummary {
  /** YYYY-MM, a calendar month in `time_zone`. */
  month: string;
  time_zone: string;
  /** The month's first instant and the next month's, as ISO timestamps. */
  from: string;
  before: string;
  rows: VatSummaryRow[];
  /** One per currency: kroner are never added to dollars. */
  totals: VatFigures[];
}
