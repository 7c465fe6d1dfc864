import { DEFAULT_LOCALE } from '@/i18n/localized';
import { localizedList, optionalLocalizedText } from '@/i18n/localized-input';
import type { AdminRecord, ApiRecord } from '@/lib/db/column-names';
import { digitalProducts, type productFiles } from '@/lib/db/schema';
import { imageAddress } from '@/lib/forms/gallery';
import { recordSchema } from '@/lib/forms/record-schema';
import { z } from '@/lib/zod';
import { PRODUCT_CONTENTS, productDescription } from './fields';
import { otherPriceSchema, priceSchema } from './price';
import { OTHER_CURRENCIES, otherPrices } from './prices';

// Admin product bodies, by the product's description (./fields.ts). `price` is no column: dollars
// as typed, stored as cents (price_cents); `prices` the other currencies' as typed ({"nok": "590"}),
// one left out or blank gets the suggestion.

const { price: _price, ...columns } = productDescription.fields;

const otherPricesSchema = z
  .strictObject(Object.fromEntries(OTHER_CURRENCIES.map((currency) => [currency, otherPriceSchema(currency)])), {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `prices takes only: ${OTHER_CURRENCIES.join(', ')}`
        : 'prices must be an object of amounts by currency',
  })
  .nullish()
  .transform((prices) => prices ?? {});

export const NO_DELIVERABLE = 'Add a downloadable file or a deliverable text: a buyer must get something';
const FILE_ID_MESSAGE = 'must be the id of an uploaded file';

const lines = z
  .array(z.string().trim().max(PRODUCT_CONTENTS.line, `must be at most ${PRODUCT_CONTENTS.line} characters`))
  .max(PRODUCT_CONTENTS.lines, `at most ${PRODUCT_CONTENTS.lines} lines`)
  .transform((texts) => texts.filter(Boolean));

const productColumns = recordSchema(digitalProducts, columns, {
  prices: otherPricesSchema,
  // Blank is none: the shop then shows its default product picture. Any picture of the site, not /uploads only.
  image_url: z
    .string({ error: 'must be a text' })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .pipe(imageAddress.nullable()),
  // Per language, one line per file or part; blank lines are dropped.
  contents: localizedList(lines),
  // A translation falls back to the default language's text, so that one is needed.
  deliverable: optionalLocalizedText(columns.deliverable.max).refine((value) => value === null || Boolean(value[DEFAULT_LOCALE]), {
    message: `needs the text in the site's default language (${DEFAULT_LOCALE}) too`,
  }),
  file_id: z
    .string({ error: FILE_ID_MESSAGE })
    .trim()
    .nullish()
    .transform((value) => value?.toLowerCase() || null)
    .pipe(z.uuid({ error: FILE_ID_MESSAGE }).nullable()),
});

export const productInputSchema = z
  .intersection(productColumns, z.object({ price: priceSchema }))
  .transform(({ price, prices, ...values }) => ({ ...values, priceCents: price, prices: otherPrices(price, prices) }))
  .refine((values) => values.deliverable !== null || values.fileId !== null, { message: NO_DELIVERABLE, path: ['deliverable'] });

export type ProductInput = z.input<typeof productInputSchema>;
export type ProductValues = z.output<typeof productInputSchema>;

export type AdminProductFile = Pick<ApiRecord<typeof productFiles>, 'id' | 'file_name' | 'content_type' | 'size_bytes'>;

/** As the admin edits it; a bought product (order_count > 0) cannot be deleted. */
export type AdminProduct = AdminRecord<typeof digitalProducts> & { file: AdminProductFile | null; order_count: number };
