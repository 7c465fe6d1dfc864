import { DEFAULT_LOCALE } from '@/i18n/localized';
import { localizedList, optionalLocalizedText, requiredLocalizedText } from '@/i18n/localized-input';
import type { Locale } from '@/i18n/routing';
import { createInsertSchema } from '@/lib/db/column-schemas';
import { withColumnNames, type AdminRecord, type ApiRecord } from '@/lib/db/column-names';
import { digitalProducts, type productFiles } from '@/lib/db/schema';
import { alignedTo, imageAddress } from '@/lib/forms/gallery';
import { z } from '@/lib/zod';
import { PRODUCT_CATEGORIES } from './categories';
import { otherPriceSchema, priceSchema } from './price';
import { OTHER_CURRENCIES, otherPrices } from './prices';

// Admin product bodies, derived from the table; `price` is dollars as typed, stored as cents, and
// `prices` the other currencies' as typed ({"nok": "590"}); one left out or blank gets the suggestion.

export const PRODUCT_LIMITS = {
  title: 200,
  description: 5000,
  subcategory: 200,
  deliverable: 20_000,
  gallery: 12,
  alt: 300,
  contents: 20,
  contentLine: 200,
  compatibility: 300,
  url: 2048,
} as const;

const otherPricesSchema = z
  .strictObject(Object.fromEntries(OTHER_CURRENCIES.map((currency) => [currency, otherPriceSchema(currency)])), {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `prices takes only: ${OTHER_CURRENCIES.join(', ')}`
        : 'prices must be an object of amounts by currency',
  })
  .optional()
  .transform((prices) => prices ?? {});

const textList = (max: number, count: number, what: string) =>
  z.array(z.string().trim().max(max, `must be at most ${max} characters`)).max(count, `at most ${count} ${what}`);

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
  gallery: () => z.array(imageAddress).max(PRODUCT_LIMITS.gallery, `at most ${PRODUCT_LIMITS.gallery} gallery images`).default([]),
  // Per language, by position in gallery ('' where an image has no text yet), as projects' image_gallery_alt.
  galleryAlt: localizedList(textList(PRODUCT_LIMITS.alt, PRODUCT_LIMITS.gallery, 'alt texts')),
  // Per language, one line per file or part; blank lines are dropped.
  contents: localizedList(
    textList(PRODUCT_LIMITS.contentLine, PRODUCT_LIMITS.contents, 'lines').transform((lines) => lines.filter(Boolean)),
  ),
  compatibility: optionalLocalizedText(PRODUCT_LIMITS.compatibility),
  // Any http(s) address is kept; the page embeds it only from the configured video hosts (VIDEO_EMBED_HOSTS).
  videoUrl: () =>
    z
      .string()
      .trim()
      .max(PRODUCT_LIMITS.url, `must be at most ${PRODUCT_LIMITS.url} characters`)
      .nullish()
      .transform((value) => value || null)
      .refine((value) => value === null || /^https?:\/\/[^\s]+$/i.test(value), { message: 'must be an http(s) URL' })
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
  // Set by the server, by `price` and `prices`, or not edited here (a new product goes last).
}).omit({
  id: true,
  translationBasis: true,
  createdAt: true,
  updatedAt: true,
  priceCents: true,
  currency: true,
  prices: true,
  sortOrder: true,
});

export const productInputSchema = z
  .intersection(
    withColumnNames(digitalProducts, columns),
    z
      .object({ price: priceSchema, prices: otherPricesSchema })
      .transform(({ price, prices }) => ({ priceCents: price, prices: otherPrices(price, prices) })),
  )
  .refine((values) => values.deliverable !== null || values.fileId !== null, { message: NO_DELIVERABLE, path: ['deliverable'] })
  .transform((values, context) => {
    // Checked where the fields are valid: a text beyond the last image describes nothing.
    const alt = Object.entries(values.galleryAlt) as [Locale, string[]][];
    for (const [locale, texts] of alt) {
      if (texts.length > values.gallery.length) {
        context.issues.push({
          code: 'custom',
          path: locale === DEFAULT_LOCALE ? ['gallery_alt'] : ['gallery_alt', locale],
          message: 'must have at most one text per gallery image, in the same order',
          input: texts,
        });
      }
    }
    if (context.issues.length > 0) return z.NEVER;
    return { ...values, galleryAlt: alignedTo(values.gallery, values.galleryAlt) };
  });

export type ProductInput = z.input<typeof productInputSchema>;
export type ProductValues = z.output<typeof productInputSchema>;

export type AdminProductFile = Pick<ApiRecord<typeof productFiles>, 'id' | 'file_name' | 'content_type' | 'size_bytes'>;

/** As the admin edits it; a bought product (order_count > 0) cannot be deleted. */
export type AdminProduct = AdminRecord<typeof digitalProducts> & { file: AdminProductFile | null; order_count: number };
