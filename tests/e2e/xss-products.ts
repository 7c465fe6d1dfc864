import { expect, type APIRequestContext } from '@playwright/test';
import { bearer } from '../support/admin-http';
import type { RecordTexts } from '../support/xss-kind';
import { payloadProduct, productXss, type Lang } from '../support/xss-product-records';

// The payload products (tests/support/xss-product-records.ts), stored through the admin API of
// the second e2e server for the browser spec.

export interface StoredProduct {
  id: string;
  /** Each text field's payload text per language. */
  texts: RecordTexts;
  /** As stored. */
  body: Record<string, unknown>;
}

/** The product's line in “The files” in a language (its list of lines holds one). */
export const contentsLine = (product: StoredProduct, locale: Lang) => product.texts.contents![locale];

/**
 * Creates the products through the admin API. `set`, one letter, tells this set's texts from those
 * of the sets other tests store at the same time. `count` stores only the first products.
 */
export async function storePayloadProducts(
  api: APIRequestContext,
  token: string,
  set: string,
  count = productXss.count,
): Promise<StoredProduct[]> {
  const stored: StoredProduct[] = [];
  for (let index = 0; index < count; index++) {
    const { body, texts } = payloadProduct(index, set);
    const response = await api.post('/api/admin/products', { headers: bearer(token), data: body });
    expect(response.status(), await response.text()).toBe(201);
    stored.push({ id: ((await response.json()) as { id: string }).id, texts, body });
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
      data: { ...product.body, active: false },
    });
    expect(response.status(), `deactivating ${product.id}`).toBe(200);
  }
}
