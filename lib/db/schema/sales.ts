import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// Selling lawfully from Norway (issue 36): who sells, and the numbered sales documents.

/** One row: the seller named on every receipt, in the footer and on the terms page. */
export const sellerSettings = pgTable(
  'seller_settings',
  {
    id: integer('id').primaryKey().default(1),
    legalName: text('legal_name').notNull().default(''),
    // Nine digits, checked with the Brønnøysund register's mod-11 rule (lib/shop/seller).
    organisationNumber: text('organisation_number').notNull().default(''),
    // Registered in the VAT register: the number is followed by "MVA" and prices carry VAT.
    vatRegistered: boolean('vat_registered').notNull().default(false),
    address: text('address').notNull().default(''),
    supportEmail: text('support_email').notNull().default(''),
    pricesIncludeVat: boolean('prices_include_vat').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('seller_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * The next number of each series of sales documents (bokføringsforskriften § 5-1-3: an unbroken
 * sequence). Taken with `update … returning` in the transaction that writes the document, so a
 * rollback returns the number and two instances wait for each other instead of skipping one.
 */
export const documentCounters = pgTable('document_counters', {
  series: text('series', { enum: ['receipt', 'credit_note'] }).primaryKey(),
  nextNumber: integer('next_number').notNull().default(1),
});

/**
 * What a sale comes to, on the checkout session (known in full once paid) and then on its order:
 * minor units of the session's currency. `amount_total` (paid) sits beside `currency` on each table;
 * total = subtotal + tax, and `amount_discount` is what a code took off the listed price.
 */
export const saleAmounts = () => ({
  // Net, without VAT, after the discount.
  amountSubtotal: integer('amount_subtotal').notNull().default(0),
  amountDiscount: integer('amount_discount').notNull().default(0),
  amountTax: integer('amount_tax').notNull().default(0),
  // Percent (25, 19, 25.5); 0 outside the VAT area and for a reverse charge.
  taxRate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  // The buyer's billing country, ISO 3166-1 alpha-2; null until she has paid (and on older orders).
  country: text('country'),
  buyerCompany: text('buyer_company'),
  // An EU VAT number ("DE123456789"): with it a business abroad is reverse-charged.
  buyerVatId: text('buyer_vat_id'),
  reverseCharge: boolean('reverse_charge').notNull().default(false),
  // The code as the studio wrote it, kept on the sale even if the code is later changed.
  discountCode: text('discount_code'),
  discountCodeId: uuid('discount_code_id').references(() => discountCodes.id),
});

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/**
 * A discount code: a percentage, or a fixed amount per currency ({"usd": 500, "nok": 5000}), for
 * all products or the listed ones, within an optional window and usage limit. Codes are unique
 * whatever their case; a use is a hold (discount_holds) tied to its checkout session.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
    percentOff: integer('percent_off'),
    amountsOff: jsonb('amounts_off').$type<Record<string, number>>().notNull().default({}),
    // Empty: every product.
    productIds: uuid('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    paused: boolean('paused').notNull().default(false),
    // Stripe's coupon for this code, made at its first Stripe checkout.
    stripeCouponId: text('stripe_coupon_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_unique').on(sql`lower(${t.code})`),
    check('discount_codes_kind_known', sql`${t.kind} in ('percent', 'amount')`),
    check(
      'discount_codes_percent_range',
      sql`(${t.kind} = 'percent') = (${t.percentOff} is not null) and (${t.percentOff} is null or ${t.percentOff} between 1 and 100)`,
    ),
    check('discount_codes_usage_limit_positive', sql`${t.usageLimit} is null or ${t.usageLimit} > 0`),
  ],
);

/**
 * A use of a code, taken before the payment provider is asked (so no lock is held across its call)
 * and tied to the checkout session once it exists. It counts while its session may still be paid
 * (`expires_at` ahead) or has been paid; an abandoned checkout gives the use back by expiring.
 */
export const discountHolds = pgTable(
  'discount_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    discountCodeId: uuid('discount_code_id')
      .notNull()
      .references(() => discountCodes.id),
    sessionId: text('session_id').unique(),
    // The client address that asked for the hold (IPv6 per /48): one open hold per address and code.
    clientKey: text('client_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('discount_holds_code_idx').on(t.discountCodeId, t.clientKey)],
);

export type SellerSettingsRow = typeof sellerSettings.$inferSelect;
export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type DiscountHoldRow = typeof discountHolds.$inferSelect;
