import { createInsertSchema, optionalText, requiredText } from '@/lib/db/column-schemas';
import { toApiRecord, withColumnNames, type ApiRecord } from '@/lib/db/column-names';
import { digitalProducts, type DigitalProductRow, type productFiles } from '@/lib/db/schema';
import { imageAddress } from '@/lib/projects/input';
import { z } from '@/lib/zod';
import { PRODUCT_CATEGORIES } from './categories';
import { priceSchema } from './price';

// The body of POST /api/admin/products and PUT /api/admin/products/{id}, derived from the table
// like lib/testimonials/input.ts: the columns, their types and which may be null come from
// lib/db/schema.ts; this adds lengths, trimming and the form's messages. The one field that is
// not a column is `price`: the admin types dollars ("34.50"), the table keeps cents.

export const PRODUCT_LIMITS = {
  title: 200,
  description: 5000,
  subcategory: 200,
  // Links to the template files and the licence terms, in each language; the seed's longest is under 1,300 characters.
  deliverable: 20_000,
} as const;

export const NO_DELIVERABLE = 'Add a downloadable file or a deliverable text: a buyer must get something';
const FILE_ID_MESSAGE = 'must be the id of an uploaded file';

const columns = createInsertSchema(digitalProducts, {
  title: requiredText('Title is required', PRODUCT_LIMITS.title),
  titleNo: optionalText(PRODUCT_LIMITS.title),
  description: requiredText('Description is required', PRODUCT_LIMITS.description),
  descriptionNo: optionalText(PRODUCT_LIMITS.description),
  category: () =>
    z.enum(PRODUCT_CATEGORIES, {
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? 'Category is required'
          : `Category must be one of: ${PRODUCT_CATEGORIES.join(', ')}`,
    }),
  subcategory: optionalText(PRODUCT_LIMITS.subcategory),
  subcategoryNo: optionalText(PRODUCT_LIMITS.subcategory),
  // Blank is none: the shop then shows its default product picture.
  imageUrl: (column) =>
    column
      .trim()
      .transform((value) => value || null)
      .pipe(imageAddress.nullable())
      .default(null),
  deliverable: optionalText(PRODUCT_LIMITS.deliverable),
  deliverableNo: optionalText(PRODUCT_LIMITS.deliverable),
  fileId: () =>
    z
      .string({ error: FILE_ID_MESSAGE })
      .trim()
      .transform((value) => value.toLowerCase() || null)
      .pipe(z.uuid({ error: FILE_ID_MESSAGE }).nullable())
      .default(null),
  // A save replaces every field: absent means active, as a new product is.
  active: (column) => column.default(true),
  // Set by the server (id, dates), by `price` (price_cents) or not edited here (currency: the shop
  // sells in USD; sort_order: a new product is put last).
}).omit({ id: true, createdAt: true, updatedAt: true, priceCents: true, currency: true, sortOrder: true });

/** The body schema, by the API's field names (title_no, image_url, …), keyed like the table once parsed. */
export const productInputSchema = z
  .intersection(
    withColumnNames(digitalProducts, columns),
    z.object({ price: priceSchema }).transform(({ price }) => ({ priceCents: price })),
  )
  .refine((values) => values.deliverable !== null || values.fileId !== null, { message: NO_DELIVERABLE, path: ['deliverable'] });

/** What the admin form sends. */
export type ProductInput = z.input<typeof productInputSchema>;
/** What the handlers store: trimmed, blanks as null, cents, keyed like the table. */
export type ProductValues = z.output<typeof productInputSchema>;

/** The uploaded file of a product, as the admin sees it. */
export type AdminProductFile = Pick<ApiRecord<typeof productFiles>, 'id' | 'file_name' | 'content_type' | 'size_bytes'>;

/**
 * A stored product as the admin edits it: both languages, active or not, with its file and how
 * often it has been bought (a bought product cannot be deleted).
 */
export type AdminProduct = ApiRecord<typeof digitalProducts> & { file: AdminProductFile | null; order_count: number };

export const toAdminProduct = (row: DigitalProductRow, file: AdminProductFile | null, orderCount: number): AdminProduct => ({
  ...toApiRecord(digitalProducts, row),
  file,
  order_count: orderCount,
});
