import type { OrderStatus } from '@/lib/db/schema';

// What the admin's Orders section receives from /api/admin/orders: plain JSON, shared by the
// handlers and the browser (no server code here).

/** The newest receipt e-mail of an order, as the outbox knows it; null when none was ever queued. */
export type ReceiptStatus = 'pending' | 'sent' | 'failed';

/** An amount in minor units (cents) of one currency (lowercase ISO code, e.g. 'usd'). */
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
  /** The payment provider of its checkout: 'stripe' or 'demo'. */
  provider: string;
  /** Stripe's PaymentIntent (pi_...), for the link to the payment in Stripe's dashboard. */
  payment_intent_id: string | null;
  /** Downloads through the success page plus those through receipt links. */
  downloads: number;
  status: OrderStatus;
  refunded_at: string | null;
  receipt: ReceiptStatus | null;
}

export interface MonthTotal {
  /** 'YYYY-MM', in UTC. */
  month: string;
  /** Paid orders (refunded ones are not counted). */
  count: number;
  /** Their revenue, one entry per currency (the shop sells in one, so usually one entry or none). */
  revenue: Money[];
}

export interface AdminOrdersPage {
  /** Newest first, at most one page. */
  orders: AdminOrder[];
  /** The id to pass as `cursor` for the next page; null on the last one. */
  next_cursor: string | null;
  /** The last 12 months, oldest first, months without orders as zero (filtered by product, not by date). */
  totals: MonthTotal[];
}

/** Whether Stripe links go to its test-mode dashboard (a test secret key) or the live one. */
export type StripeMode = 'test' | 'live';
