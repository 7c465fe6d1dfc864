import { expect, type APIRequestContext } from '@playwright/test';
import { PRODUCT_LIMITS, type ProductInput } from '../../lib/shop/products/input';
import { bearer } from '../support/admin-http';
import { MARKUP_PAYLOADS, type XssPayload } from '../support/xss-payloads';

// Products whose every admin-writable text the shop shows (title, description, subcategory, in
// both languages) holds the payloads, in chunks that fit the shortest limit: one chunk per
// product, so every payload passes through every field.

type Lang = 'en' | 'no';

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
type ProductTexts = Record<ProductTextField, Record<Lang, string>>;

// The shortest limit, less room for the field's tag, the set's letter and the product number.
const CHUNK_LENGTH = Math.min(PRODUCT_LIMITS.title, PRODUCT_LIMITS.subcategory) - 10;

function chunks(payloads: readonly XssPayload[]): XssPayload[][] {
  const groups: XssPayload[][] = [[]];
  for (const payload of payloads) {
    const group = groups.at(-1)!;
    if (group.length > 0 && [...group, payload].map((p) => p.text).join(' ').length > CHUNK_LENGTH) groups.push([payload]);
    else group.push(payload);
  }
  return groups;
}

/** A product's list texts: one line each, the same payloads as its other texts. */
const listTexts = (texts: ProductTexts) =>
  Object.fromEntries(
    Object.entries(PRODUCT_LIST_FIELDS).map(([field, tags]) => [
      field,
      {
        en: [texts.title.en.replace(PRODUCT_TEXT_FIELDS.title.en, tags.en)],
        no: [texts.title.no.replace(PRODUCT_TEXT_FIELDS.title.no, tags.no)],
      },
    ]),
  ) as Record<keyof typeof PRODUCT_LIST_FIELDS, Record<Lang, string[]>>;

const payloadProductBody = (texts: ProductTexts, active: boolean): ProductInput => ({
  ...texts,
  ...listTexts(texts),
  gallery: [PREVIEW],
  price: '9',
  category: 'Instagram Reels Templates',
  deliverable: { en: `${MARKUP_PAYLOADS[0]!.text} links` },
  active,
});

export interface StoredProduct {
  id: string;
  texts: ProductTexts;
}

/** The product's line in "What you get" in a language. */
export const contentsLine = (product: StoredProduct, locale: Lang) => listTexts(product.texts).contents[locale][0]!;

/**
 * Creates the products through the admin API. `set`, one letter, tells this set's texts from those
 * of the sets other tests store at the same time.
 */
export async function storePayloadProducts(api: APIRequestContext, token: string, set: string): Promise<StoredProduct[]> {
  const stored: StoredProduct[] = [];
  for (const [index, group] of chunks(MARKUP_PAYLOADS).entries()) {
    const joined = group.map((p) => p.text).join(' ');
    // The Norwegian payloads go in each field's `no` text, which the Norwegian pages show.
    const texts = Object.fromEntries(
      Object.entries(PRODUCT_TEXT_FIELDS).map(([field, tags]) => [
        field,
        { en: `${tags.en}${set}${index} ${joined}`, no: `${tags.no}${set}${index} ${joined}` },
      ]),
    ) as ProductTexts;
    const body = payloadProductBody(texts, true);
    const response = await api.post('/api/admin/products', { headers: bearer(token), data: body });
    expect(response.status(), await response.text()).toBe(201);
    stored.push({ id: ((await response.json()) as { id: string }).id, texts });
  }
  return stored;
}

export async function deleteProducts(api: APIRequestContext, token: string, products: StoredProduct[]) {
  for (const product of products) {
    const response = await api.delete(`/api/admin/products/${product.id}`, { headers: bearer(token) });
    expect([204, 404], `deleting ${product.id}`).toContain(response.status());
  }
}

/** Buys each product with the demo checkout (through the API, as its page's Pay button posts). */
export async function buyProducts(api: APIRequestContext, origin: string, products: StoredProduct[]) {
  for (const product of products) {
    const checkout = await api.post('/api/payments/checkout', {
      data: { product_id: product.id, origin_url: origin, locale: 'en', withdrawal_consent: true },
    });
    expect(checkout.status(), await checkout.text()).toBe(200);
    const sessionId = new URL(((await checkout.json()) as { checkout_url: string }).checkout_url).pathname.split('/').pop()!;
    const paid = await api.post(`/api/payments/demo/${sessionId}/pay`, { form: { email: 'buyer@example.com' }, maxRedirects: 0 });
    expect(paid.status(), `paying for ${product.id}`).toBe(303);
  }
}

/** Takes bought products out of the shop (a bought product cannot be deleted). */
export async function deactivateProducts(api: APIRequestContext, token: string, products: StoredProduct[]) {
  for (const product of products) {
    const response = await api.put(`/api/admin/products/${product.id}`, {
      headers: bearer(token),
      data: payloadProductBody(product.texts, false),
    });
    expect(response.status(), `deactivating ${product.id}`).toBe(200);
  }
}
