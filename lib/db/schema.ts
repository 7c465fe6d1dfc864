import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Visitor-facing text has an optional Norwegian column (`*_no`); readers fall back to English
// when it is null, so a project can be published before it is translated.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer: callers always get a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    titleNo: text('title_no'),
    category: text('category').notNull(),
    featured: boolean('featured').notNull().default(false),
    heroImage: text('hero_image'),
    // Legacy fields of the original content backend, kept so imported records keep their data.
    imageUrl: text('image_url'),
    description: text('description'),
    shortDescription: text('short_description').notNull(),
    shortDescriptionNo: text('short_description_no'),
    fullDescription: text('full_description').notNull(),
    fullDescriptionNo: text('full_description_no'),
    clientName: text('client_name'),
    completionDate: timestamp('completion_date', { withTimezone: true }),
    year: integer('year'),
    projectTimeline: text('project_timeline'),
    projectTimelineNo: text('project_timeline_no'),
    videoUrl: text('video_url'),
    imageGallery: text('image_gallery').array().notNull().default(sql`'{}'::text[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('projects_featured_idx').on(t.featured)],
);

export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientName: text('client_name').notNull(),
    role: text('role').notNull(),
    roleNo: text('role_no'),
    company: text('company').notNull(),
    projectType: text('project_type').notNull(),
    projectTypeNo: text('project_type_no'),
    testimonial: text('testimonial').notNull(),
    testimonialNo: text('testimonial_no'),
    rating: integer('rating').notNull(),
    featured: boolean('featured').notNull().default(false),
    // The admin's display order, ascending; equal values list the newer testimonial first, so a
    // new one (0) leads the list until the admin orders it.
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check('testimonials_rating_range', sql`${t.rating} between 1 and 5`)],
);

export const digitalProducts = pgTable(
  'digital_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    titleNo: text('title_no'),
    description: text('description').notNull(),
    descriptionNo: text('description_no'),
    // Minor units (cents): the amount a checkout charges is computed from this, never from the client.
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    imageUrl: text('image_url'),
    category: text('category').notNull(),
    subcategory: text('subcategory'),
    subcategoryNo: text('subcategory_no'),
    // What a paying buyer downloads: links to the template files and the licence terms.
    deliverable: text('deliverable').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('digital_products_price_positive', sql`${t.priceCents} > 0`),
    index('digital_products_category_idx').on(t.category),
  ],
);

export const checkoutSessions = pgTable('checkout_sessions', {
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
  // The visitor's site language ('en' | 'no'): the demo checkout page is shown in it.
  locale: text('locale').notNull().default('en'),
  // Where the checkout returns the buyer (the demo checkout redirects there itself).
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  customerEmail: text('customer_email'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const orders = pgTable('orders', {
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
  // Downloads are counted on the order, not stored one row each: a buyer (or a script with her
  // session id) downloading in a loop changes one number instead of adding rows without end.
  downloadCount: integer('download_count').notNull().default(0),
  lastDownloadedAt: timestamp('last_downloaded_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  serviceInterest: text('service_interest'),
  message: text('message').notNull(),
  locale: text('locale').notNull().default('en'),
  createdAt: createdAt(),
});

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

export type ProjectRow = typeof projects.$inferSelect;
export type NewProjectRow = typeof projects.$inferInsert;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type NewTestimonialRow = typeof testimonials.$inferInsert;
export type DigitalProductRow = typeof digitalProducts.$inferSelect;
export type NewDigitalProductRow = typeof digitalProducts.$inferInsert;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type AdminUserRow = typeof adminUsers.$inferSelect;
export type UploadedImageRow = typeof uploadedImages.$inferSelect;
