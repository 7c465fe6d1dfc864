import { DEFAULT_LOCALE } from '@/i18n/localized';
import { optionalLocalizedText, requiredLocalizedText } from '@/i18n/localized-input';
import { createInsertSchema } from '@/lib/db/column-schemas';
import { withColumnNames, type AdminRecord, type ApiRecord } from '@/lib/db/column-names';
import { digitalProducts, type productFiles } from '@/lib/db/schema';
import { imageAddress } from '@/lib/projects/input';
import { z } from '@/lib/zod';
import { PRODUCT_CATEGORIES } from './categories';
import { priceSchema } from './price';

// Admin product bodies, derived from the table; `price` is dollars as typed, stored as cents.

export const PRODUCT_LIMITS = {
  title: 200,
  description: 5000,
  subcategory: 200,
  deliverable: 20_000,
} as const;

export const NO_DELIVERABLE = 'Add a downloadable file or a deliverable text: a buyer must get something';
const FILE_ID_MESSAGE = 'must be the id of an uploaded file';

const columns = createInsertSchema(digitalProducts, {
  title: requiredLocalizedText('Title is required', PRODUCT_LIMITS.title),
  description: requiredLocalizedText('Description is required', PRODUCT_LIMITS.description),
  category: () =>
    z.enum(PRODUCT_CATEGORIES, {
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? 'Category is required'
          : `Category must be one of: ${PRODUCT_CATEGORIES.join(', ')}`,
    }),
  subcategory: optionalLocalizedText(PRODUCT_LIMITS.subcategory),
  // Blank is none: the shop then shows its default product picture.
  imageUrl: (column) =>
    column
      .trim()
      .transform((value) => value || null)
      .pipe(imageAddress.nullable())
      .default(null),
  // A translation falls back to the default language's text, so that one is needed.
  deliverable: optionalLocalizedText(PRODUCT_LIMITS.deliverable).refine((value) => value === null || Boolean(value[DEFAULT_LOCALE]), {
    message: `needs the text in the site's default language (${DEFAULT_LOCALE}) too`,
  }),
  fileId: () =>
    z
      .string({ error: FILE_ID_MESSAGE })
      .trim()
      .transform((value) => value.toLowerCase() || null)
      .pipe(z.uuid({ error: FILE_ID_MESSAGE }).nullable())
      .default(null),
  // A save replaces every field: absent means active, as a new product is.
  active: (column) => column.default(true),
  // Set by the server, by `price`, or not edited here (USD only; a new product goes last).
}).omit({ id: true, translationBasis: true, createdAt: true, updatedAt: true, priceCents: true, currency: true, sortOrder: true });

export const productInputSchema = z
  .intersection(
    withColumnNames(digitalProducts, columns),
    z.object({ price: priceSchema }).transform(({ price }) => ({ priceCents: price })),
  )
  .refine((values) => values.deliverable !== null || values.fileId !== null, { message: NO_DELIVERABLE, path: ['deliverable'] });

export type ProductInput = z.input<typeof productInputSchema>;
export type ProductValues = z.output<typeof productInputSchema>;

export type AdminProductFile = Pick<ApiRecord<typeof productFiles>, 'id' | 'file_name' | 'content_type' | 'size_bytes'>;

/** As the admin edits it; a bought product (order_count > 0) cannot be deleted. */
export type AdminProduct = AdminRecord<typeof digitalProducts> & { file: AdminProductFile | null; order_count: number };
