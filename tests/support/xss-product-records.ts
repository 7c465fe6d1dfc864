import { productDescription } from '../../lib/shop/products/fields';
import type { ProductInput } from '../../lib/shop/products/input';
import { MARKUP_PAYLOADS, type XssPayload } from './xss-payloads';

// Products whose every admin-writable text the shop shows (title, description, subcategory,
// compatibility, what you get, the previews' alt texts, in both languages) holds the payloads, in
// chunks that fit the shortest limit: one chunk per product, so every payload passes through every
// field. Shared by the jest checks of the rendered HTML (tests/api/stored-xss-products.test.ts,
// tests/unit/stored-xss-admin.test.tsx) and the browser spec.

export type Lang = 'en' | 'no';

/** The texts, each with a short tag per language that tells them apart on a page. */
export const PRODUCT_TEXT_FIELDS = {
  title: { en: 'PT', no: 'PTN' },
  description: { en: 'PD', no: 'PDN' },
  subcategory: { en: 'PS', no: 'PSN' },
  compatibility: { en: 'PW', no: 'PWN' },
} as const satisfies Record<string, Record<Lang, string>>;
type ProductTextField = keyof typeof PRODUCT_TEXT_FIELDS;
/** The list texts (what you get, the previews' alt texts), tagged like the others. */
export const PRODUCT_LIST_FIELDS = {
  contents: { en: 'PC', no: 'PCN' },
  gallery_alt: { en: 'PA', no: 'PAN' },
} as const satisfies Record<string, Record<Lang, string>>;
const PREVIEW = '/images/products/default.webp';
/** Each text per language, as the admin API takes it. */
export type ProductTexts = Record<ProductTextField, Record<Lang, string>>;

// The shortest limit, less room for the field's tag, the set's letter and the product number.
const CHUNK_LENGTH = Math.min(productDescription.fields.title.max, productDescription.fields.subcategory.max) - 10;

export function productChunks(payloads: readonly XssPayload[] = MARKUP_PAYLOADS): XssPayload[][] {
  const groups: XssPayload[][] = [[]];
  for (const payload of payloads) {
    const group = groups.at(-1)!;
    if (group.length > 0 && [...group, payload].map((p) => p.text).join(' ').length > CHUNK_LENGTH) groups.push([payload]);
    else group.push(payload);
  }
  return groups;
}

/** A product's list texts: one line each, the same payloads as its other texts. */
export const listTexts = (texts: ProductTexts) =>
  Object.fromEntries(
    Object.entries(PRODUCT_LIST_FIELDS).map(([field, tags]) => [
      field,
      {
        en: [texts.title.en.replace(PRODUCT_TEXT_FIELDS.title.en, tags.en)],
        no: [texts.title.no.replace(PRODUCT_TEXT_FIELDS.title.no, tags.no)],
      },
    ]),
  ) as Record<keyof typeof PRODUCT_LIST_FIELDS, Record<Lang, string[]>>;

export const payloadProductBody = (texts: ProductTexts, active: boolean): ProductInput => ({
  ...texts,
  ...listTexts(texts),
  gallery: [PREVIEW],
  price: '9',
  category: 'Instagram Reels Templates',
  deliverable: { en: `${MARKUP_PAYLOADS[0]!.text} links` },
  active,
});

/** The texts of the `index`th product of a set (`set`, one letter, tells sets apart on shared pages). */
export function productTexts(index: number, set: string): ProductTexts {
  const joined = productChunks()
    [index]!.map((p) => p.text)
    .join(' ');
  // The Norwegian payloads go in each field's `no` text, which the Norwegian pages show.
  return Object.fromEntries(
    Object.entries(PRODUCT_TEXT_FIELDS).map(([field, tags]) => [
      field,
      { en: `${tags.en}${set}${index} ${joined}`, no: `${tags.no}${set}${index} ${joined}` },
    ]),
  ) as ProductTexts;
}

/** The product's line in “The files” in a language. */
export const contentsLine = (texts: ProductTexts, locale: Lang) => listTexts(texts).contents[locale][0]!;
