import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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

export type SellerSettingsRow = typeof sellerSettings.$inferSelect;
