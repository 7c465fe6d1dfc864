import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, localizedList, localizedText, translationBasis, updatedAt } from './columns';

// The shop's products and their downloadable files.

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
    // The studio's own note (where the master file lives, what to update next): the admin's only.
    studioNote: text('studio_note'),
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

export type DigitalProductRow = typeof digitalProducts.$inferSelect;
export type ProductFileRow = typeof productFiles.$inferSelect;
export type NewDigitalProductRow = typeof digitalProducts.$inferInsert;
