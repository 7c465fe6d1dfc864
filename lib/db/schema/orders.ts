import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { digitalProducts } from './catalog';
import { createdAt, siteLocale, updatedAt } from './columns';
import { saleAmounts } from './sales';

// A purchase from checkout to download: the checkout session, its order, a refund's credit note and
// the receipt's download links.

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    // The payment provider's session id (Stripe `cs_...` or the demo provider's own).
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => digitalProducts.id),
    // Snapshot at checkout time, so later price or title edits do not change a past purchase.
    productTitle: text('product_title').notNull(),
    amountTotal: integer('amount_total').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('open'),
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // The visitor's site language: the demo checkout page is shown in it.
    locale: siteLocale(),
    // Where the checkout returns the buyer (the demo checkout redirects there itself).
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    customerEmail: text('customer_email'),
    ...saleAmounts(),
    // The buyer ticked that she wants the download at once and loses her 14-day right of withdrawal
    // (angrerettloven § 22 n), with the version of the text she saw.
    withdrawalConsentAt: timestamp('withdrawal_consent_at', { withTimezone: true }),
    withdrawalConsentVersion: text('withdrawal_consent_version'),
    // Stripe's PaymentIntent of a paid session (pi_...): a refund event names it, and the admin links
    // to it in Stripe's dashboard. Null for demo sessions.
    paymentIntentId: text('payment_intent_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // A code's orders and revenue are found through its sessions (lib/shop/discounts).
  (t) => [
    index('checkout_sessions_discount_code_idx')
      .on(t.discountCodeId)
      .where(sql`${t.discountCodeId} is not null`),
  ],
);

export const ORDER_STATUSES = ['paid', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Unique: fulfilment is idempotent per checkout session, however often it is triggered.
    sessionId: text('session_id')
      .notNull()
      .unique()
      .references(() => checkoutSessions.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => digitalProducts.id),
    amountTotal: integer('amount_total').notNull(),
    currency: text('currency').notNull(),
    customerEmail: text('customer_email'),
    ...saleAmounts(),
    // The buyer's site language at checkout: her receipts are written in it.
    locale: siteLocale(),
    // A refunded order downloads nothing more, by any link.
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('paid'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    // Downloads are counted on the order, not stored one row each: a buyer (or a script with her
    // session id) downloading in a loop changes one number instead of adding rows without end.
    downloadCount: integer('download_count').notNull().default(0),
    lastDownloadedAt: timestamp('last_downloaded_at', { withTimezone: true }),
    // The sales document's number, from the unbroken 'receipt' series (sales.ts).
    receiptNumber: integer('receipt_number').unique(),
    withdrawalConsentAt: timestamp('withdrawal_consent_at', { withTimezone: true }),
    withdrawalConsentVersion: text('withdrawal_consent_version'),
    createdAt: createdAt(),
  },
  (t) => [
    check('orders_status_known', sql`${t.status} in ('paid', 'refunded')`),
    index('orders_created_at_idx').on(t.createdAt),
    // "Get my downloads again" looks orders up by address, whatever its case.
    index('orders_customer_email_idx').on(sql`lower(${t.customerEmail})`),
  ],
);

/** The sales document a refund makes: its own number ('credit_note' series) and the order's amount, negated. */
export const creditNotes = pgTable('credit_notes', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id')
    .notNull()
    .unique()
    .references(() => orders.id),
  number: integer('number').notNull().unique(),
  // The order's net, VAT and total, each negated.
  amountSubtotal: integer('amount_subtotal').notNull().default(0),
  amountTax: integer('amount_tax').notNull().default(0),
  amountTotal: integer('amount_total').notNull(),
  currency: text('currency').notNull(),
  createdAt: createdAt(),
});

/**
 * A download link of a receipt: its token is this row's id signed with the site's secret
 * (lib/shop/orders/download-links.ts), so a made-up token is refused without a read. Each link has
 * its own expiry and download allowance; a re-sent receipt brings a new link.
 */
export const downloadLinks = pgTable(
  'download_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxDownloads: integer('max_downloads').notNull(),
    downloadCount: integer('download_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('download_links_order_id_idx').on(t.orderId)],
);

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type DownloadLinkRow = typeof downloadLinks.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
