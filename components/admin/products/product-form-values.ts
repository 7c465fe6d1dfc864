import { productInputSchema, type AdminProduct, type AdminProductFile, type ProductInput } from '@/lib/shop/products/input';
import { dollarsOf } from '@/lib/shop/products/price';
import { OTHER_CURRENCIES } from '@/lib/shop/products/prices';
import type { ProductCategoryName } from '@/lib/shop/products/categories';
import type { Locale } from '@/i18n/routing';
import type { Localized } from '@/i18n/localized';
import { routing } from '@/i18n/routing';
import {
  DEFAULT_LOCALE,
  emptyLocalized,
  localizedAt,
  localizedInput,
  localizedPayload,
  type LocalizedInput,
} from '@/components/admin/ui/localized-values';
import { galleryTexts, type GalleryImage } from '@/components/admin/form/gallery-values';

// The product form's values (text inputs hold strings, a translatable text one per language) and
// what it sends. The checks are the server's own schema (lib/shop/products/input.ts), so the form
// refuses exactly what the API would.

export interface ProductFormValues {
  title: LocalizedInput;
  description: LocalizedInput;
  price: string;
  /** The other currencies' prices as typed, by currency; blank saves the suggestion. */
  prices: Record<string, string>;
  category: ProductCategoryName | '';
  subcategory: LocalizedInput;
  image_url: string;
  deliverable: LocalizedInput;
  /** The previews after the product image, each with its alt text per language. */
  gallery: GalleryImage[];
  /** What the buyer gets, one line per file or part, per language. */
  contents: LocalizedInput;
  compatibility: LocalizedInput;
  video_url: string;
  /** The attached file (its name and size shown), or null. */
  file: AdminProductFile | null;
  active: boolean;
}

export type ProductField = keyof ProductFormValues;

/** The translatable texts, in the order each language's fields are shown. */
export const LOCALIZED_FIELDS = ['title', 'description', 'subcategory', 'contents', 'compatibility', 'deliverable'] as const;
export type LocalizedProductField = (typeof LOCALIZED_FIELDS)[number];

/** Where a message is shown: at a field, or at one translation of a text (`title.<locale>`). */
export type ProductErrorKey = ProductField | `${LocalizedProductField}.${Locale}`;
export type ProductErrors = Partial<Record<ProductErrorKey, string>>;

/** The default language's text is the field itself; a translation has a key of its own. */
export const errorKey = (field: LocalizedProductField, locale: Locale): ProductErrorKey =>
  locale === DEFAULT_LOCALE ? field : `${field}.${locale}`;

const isLocalized = (field: unknown): field is LocalizedProductField => LOCALIZED_FIELDS.includes(field as LocalizedProductField);

export function valuesFromProduct(product: AdminProduct | null): ProductFormValues {
  return {
    title: localizedInput(product?.title),
    description: localizedInput(product?.description),
    price: product ? dollarsOf(product.price_cents) : '',
    prices: Object.fromEntries(
      OTHER_CURRENCIES.map((currency) => {
        const price = product?.prices[currency];
        return [currency, price ? dollarsOf(price) : ''];
      }),
    ),
    category: (product?.category as ProductCategoryName | undefined) ?? '',
    subcategory: localizedInput(product?.subcategory),
    image_url: product?.image_url ?? '',
    deliverable: localizedInput(product?.deliverable),
    gallery: (product?.gallery ?? []).map((url, index) => ({
      url,
      alt: localizedAt(product?.gallery_alt, index),
      caption: emptyLocalized(),
    })),
    contents: Object.fromEntries(routing.locales.map((locale) => [locale, (product?.contents[locale] ?? []).join('\n')])) as LocalizedInput,
    compatibility: localizedInput(product?.compatibility),
    video_url: product?.video_url ?? '',
    file: product?.file ?? null,
    active: product?.active ?? true,
  };
}

/** Each language's lines, blank ones left out; a language without any is left out too. */
const linesOf = (input: LocalizedInput): Localized<string[]> =>
  Object.fromEntries(
    routing.locales
      .map(
        (locale) =>
          [
            locale,
            input[locale]
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean),
          ] as const,
      )
      .filter(([, lines]) => lines.length > 0),
  );

export function productPayload({
  file,
  title,
  description,
  subcategory,
  deliverable,
  gallery,
  contents,
  compatibility,
  video_url,
  ...values
}: ProductFormValues): ProductInput {
  return {
    ...values,
    title: localizedPayload(title),
    description: localizedPayload(description),
    subcategory: localizedPayload(subcategory),
    deliverable: localizedPayload(deliverable),
    gallery: gallery.map((image) => image.url),
    gallery_alt: galleryTexts(gallery, 'alt'),
    contents: linesOf(contents),
    compatibility: localizedPayload(compatibility),
    video_url: video_url.trim() || null,
    category: values.category as ProductCategoryName,
    file_id: file?.id ?? null,
  };
}

/** Each refused field with the schema's message (the first per field); `file_id` counts as `file`. */
export function fieldErrors(values: ProductFormValues): ProductErrors {
  const parsed = productInputSchema.safeParse(productPayload(values));
  if (parsed.success) return {};
  const errors: ProductErrors = {};
  for (const issue of parsed.error.issues) {
    const [field, locale] = issue.path;
    const key =
      field === 'file_id'
        ? 'file'
        : isLocalized(field) && typeof locale === 'string' && locale in values[field]
          ? errorKey(field, locale as Locale)
          : (field as ProductField);
    errors[key] ??= issue.message;
  }
  return errors;
}
