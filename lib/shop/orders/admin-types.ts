import type { OrderStatus } from '@/lib/db/schema';

export type ReceiptStatus = 'pending' | 'sent' | 'failed';

export interface Money {
  amount_cents: number;
  currency: string;
}

export interface AdminOrder {
  id: string;
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
