import { sql } from 'drizzle-orm';
import { boolean, customType, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Localized, LocalizedText, TranslationBasis } from '@/i18n/localized';
import { routing } from '@/i18n/routing';
import { bookings } from './booking-schema';
import { saleAmounts } from './sales-schema';

export * from './booking-schema';
export * from './sales-schema';

// Visitor-facing text is stored with a text per language, as one JSON object (i18n/localized.ts);
// readers fall back to the default language, so a project can be published before it is translated.
const localizedText = <Name extends string>(name: Name) => jsonb(name).$type<LocalizedText>();
// Per translation language, per localized field: a fingerprint of the default language's text the
// translation was written from; a translation is outdated when that text has changed since
// (lib/content/translation-status.ts).
const translationBasis = () =>
  jsonb('translation_basis')
    .$type<TranslationBasis>()
    .notNull()
    .default(sql`'{}'::jsonb`);
const localizedList = <Name extends string>(name: Name) =>
  jsonb(name)
    .$type<Localized<string[]>>()
    .notNull()
    .default(sql`'{}'::jsonb`);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer: callers always get a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// A locale of i18n/routing, as the visitor's page was in.
const siteLocale = () => text('locale').notNull().default(routing.defaultLocale);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: localizedText('title').notNull(),
    category: text('category').notNull(),
    featured: boolean('featured').notNull().default(false),
    heroImage: text('hero_image'),
    // Legacy fields of the original content backend, kept so imported records keep their data.
    imageUrl: text('image_url'),
    description: text('description'),
    shortDescription: localizedText('short_description').notNull(),
    fullDescription: localizedText('full_description').notNull(),
    clientName: text('client_name'),
    completionDate: timestamp('completion_date', { withTimezone: true }),
    year: integer('year'),
    projectTimeline: localizedText('project_timeline'),
    videoUrl: text('video_url'),
    imageGallery: text('image_gallery')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Alt text per gallery image, by position in image_gallery (the API keeps the gallery a
    // list of addresses, so the texts sit beside it rather than inside it).
    imageGalleryAlt: localizedList('image_gallery_alt'),
    // A caption per gallery image, by position, shown under it on the case study.
    imageGalleryCaption: localizedList('image_gallery_caption'),
    heroImageAlt: localizedText('hero_image_alt'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Drafts are seen by the signed-in admin only (preview); public readers list published ones.
    status: text('status').notNull().default('published'),
    translationBasis: translationBasis(),
    // Overrides of the page's <title> and meta description; null uses the title and short description.
    seoTitle: localizedText('seo_title'),
    seoDescription: localizedText('seo_description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('projects_featured_idx').on(t.featured), check('projects_status_known', sql`${t.status} in ('draft', 'published')`)],
);

// Every slug a project was published under before its current one: the old address answers a
// permanent redirect, so shared links and search results keep working after a rename.
export const projectSlugHistory = pgTable(
  'project_slug_history',
  {
    slug: text('slug').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('project_slug_history_project_idx').on(t.projectId)],
);

// Unsaved edits an admin asked to preview: one row per admin (each preview replaces the last), so
// previews cannot pile up. `values` is the project form's body, validated like a save.
export const projectPreviews = pgTable('project_previews', {
  adminUserId: uuid('admin_user_id')
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: 'cascade' }),
  values: jsonb('values').notNull(),
  createdAt: createdAt(),
});

export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientName: text('client_name').notNull(),
    role: localizedText('role').notNull(),
    company: text('company').notNull(),
    projectType: localizedText('project_type').notNull(),
    testimonial: localizedText('testimonial').notNull(),
    rating: integer('rating').notNull(),
    featured: boolean('featured').notNull().default(false),
    // The admin's display order, ascending; equal values list the newer testimonial first, so a
    // new one (0) leads the list until the admin orders it.
    sortOrder: integer('sort_order').notNull().default(0),
    translationBasis: translationBasis(),
    createdAt: createdAt(),
  },
  (t) => [check('testimonials_rating_range', sql`${t.rating} between 1 and 5`)],
);

export const digitalProducts = pgTable(
  'digital_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: localizedText('title').notNull(),
    description: localizedText('description').notNull(),
    // Minor units (cents): the amount a checkout charges is computed from this, never from the client.
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    // The same product's price in the shop's other currencies, minor units by ISO code ({"nok": 59000}),
    // set by the studio: a page shows the currency of its language (i18n/locales.ts) and charges it.
    prices: jsonb('prices').$type<Record<string, number>>().notNull().default({}),
    imageUrl: text('image_url'),
    // Previews of the template's pages, shown as the product page's gallery after image_url; their
    // alt texts by position, as projects keep theirs.
    gallery: text('gallery')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    galleryAlt: localizedList('gallery_alt'),
    // What the buyer gets, one file or part a line ("Canva template · 12 pages"), and what it works with.
    contents: localizedList('contents'),
    compatibility: localizedText('compatibility'),
    // A preview video's player address; without one the page shows the gallery only.
    videoUrl: text('video_url'),
    category: text('category').notNull(),
    subcategory: localizedText('subcategory'),
    // What a paying buyer downloads: the uploaded file when there is one, else this text (links to
    // the template files and the licence terms). At least one of the two is set.
    // In the buyer's language where translated.
    deliverable: localizedText('deliverable'),
    fileId: uuid('file_id').references(() => productFiles.id),
    // Inactive products leave the shop, the sitemap and checkout; past buyers keep their downloads.
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    translationBasis: translationBasis(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('digital_products_price_positive', sql`${t.priceCents} > 0`),
    check('digital_products_has_deliverable', sql`${t.deliverable} is not null or ${t.fileId} is not null`),
    index('digital_products_category_idx').on(t.category),
  ],
);

// A product's downloadable file (PDF or ZIP, up to 100 MB). It lives in the database, cut in
// chunks, so every app instance serves it and a download streams chunk by chunk instead of
// holding the whole file in memory.
export const productFiles = pgTable('product_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  chunkCount: integer('chunk_count').notNull(),
  createdAt: createdAt(),
});

export const productFileChunks = pgTable(
  'product_file_chunks',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => productFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.position] })],
);

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
    // The sales document's number, from the unbroken 'receipt' series (sales-schema.ts).
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

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * E-mails waiting to be sent, written in the same transaction as what they tell of (an order), so
 * neither a mail server that is down nor a restart loses one; `dedupe_key` makes a second
 * enqueue of the same mail a no-op (lib/mail/outbox.ts).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    // An invitation sent as the mail's calendar part (lib/booking/invitation.ts).
    calendar: jsonb('calendar').$type<{ method: 'REQUEST' | 'CANCEL'; content: string }>(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // When it was first due: now, or later for a reminder; retries give up counting from here.
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    // Set while one instance is sending it, so two instances never send the same mail at once.
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('mail_outbox_status_known', sql`${t.status} in ('pending', 'sent', 'failed')`),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_order_id_idx').on(t.orderId),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    serviceInterest: text('service_interest'),
    message: text('message').notNull(),
    locale: siteLocale(),
    // Set when the message is the lead of a booked call.
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    // The admin's inbox: opened (read) and archived are moments, so "unread" and "archived" can
    // be undone and still say when they happened.
    readAt: timestamp('read_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // Every inbox query (list, export) reads newest first, the id settling ties: the index walks that
  // order backwards and stops at the list's limit instead of sorting the whole table.
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt, t.id)],
);

export const adminUsers = pgTable('admin_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// One row per signed-in admin token (its `jti`): signing out revokes the row, so a copied token
// stops working at once instead of living until it expires.
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('admin_sessions_user_idx').on(t.userId)],
);

// Uploaded images live in the database (re-encoded, metadata stripped), so every app instance
// serves them and a backup of the database holds the whole site.
export const uploadedImages = pgTable('uploaded_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

// The studio's page texts (lib/pages): one row per page key, the draft being edited beside what
// visitors read; each publish keeps a copy in site_page_versions (the last 20 per page).
export const sitePages = pgTable('site_pages', {
  key: text('key').primaryKey(),
  draft: jsonb('draft').notNull(),
  published: jsonb('published').notNull(),
  // Of the draft's translations, as projects keep theirs (lib/content/translation-status.ts).
  translationBasis: translationBasis(),
  draftUpdatedAt: timestamp('draft_updated_at', { withTimezone: true }).notNull().defaultNow(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sitePageVersions = pgTable(
  'site_page_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pageKey: text('page_key')
      .notNull()
      .references(() => sitePages.key, { onDelete: 'cascade' }),
    content: jsonb('content').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('site_page_versions_page_idx').on(t.pageKey, t.publishedAt)],
);

export type ProjectRow = typeof projects.$inferSelect;
export type NewProjectRow = typeof projects.$inferInsert;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type NewTestimonialRow = typeof testimonials.$inferInsert;
export type ProjectSlugHistoryRow = typeof projectSlugHistory.$inferSelect;
export type DigitalProductRow = typeof digitalProducts.$inferSelect;
export type ProductFileRow = typeof productFiles.$inferSelect;
export type NewDigitalProductRow = typeof digitalProducts.$inferInsert;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type DownloadLinkRow = typeof downloadLinks.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type AdminUserRow = typeof adminUsers.$inferSelect;
export type UploadedImageRow = typeof uploadedImages.$inferSelect;
export type SitePageRow = typeof sitePages.$inferSelect;
export type SitePageVersionRow = typeof sitePageVersions.$inferSelect;
