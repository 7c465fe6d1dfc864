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
