import type { ReactElement } from 'react';
import { PUT as update } from '@/app/api/admin/products/[id]/route';
import { POST as create } from '@/app/api/admin/products/route';
import DigitalProductsPage from '@/app/[locale]/digital-products/page';
import DigitalProductPage, { generateMetadata } from '@/app/[locale]/digital-products/[productId]/page';
import { adminToken, bearer } from '../support/admin';
import { audit, textsOf } from '../support/xss-html-audit';
import { parseHtml, renderHtml } from '../support/xss-html-render';
import { LANGS, type Lang } from '../support/xss-fields';
import { URL_PAYLOADS } from '../support/xss-payloads';
import { presence } from '../support/xss-presence';
import { payloadProduct, productXss } from '../support/xss-product-records';
import { pageLocale } from '../support/xss-render-mocks';
import { expectRefusals, storePayloadRecords, type StoredRecord } from '../support/xss-store';

// Stored XSS in the server-rendered HTML of the shop: every payload through every text field of the
// product's description (tests/support/xss-kind.ts), stored through the admin API into this file's
// database, then the shop and each product page rendered as the server renders them, in every
// language, and parsed: nothing that could run or load, and each field's payloads there as text.
// The browser spec (tests/e2e/stored-xss-products.spec.ts) opens one page per type with the
// Content-Security-Policy.

jest.mock('next-intl/server', () => jest.requireActual('../support/xss-render-mocks').intlServer);
jest.mock('@/i18n/navigation', () => jest.requireActual('../support/xss-render-mocks').plainLink);
jest.mock('next/headers', () => jest.requireActual('../support/xss-render-mocks').noDraftMode);

const PRELOADS = { links: 'link[rel="preload"][as="image"]' };
const SET = 'j';
const ROUTES = { create, createPath: '/api/admin/products', update, updatePath: (id: string) => `/api/admin/products/${id}` };

let stored: StoredRecord[] = [];
let refusals: string[] = [];

// Storing a dozen records (each sanitized on save) takes a while on a busy machine.
jest.setTimeout(120_000);

beforeAll(async () => {
  const auth = bearer(await adminToken());
  stored = await storePayloadRecords(productXss, ROUTES, auth, SET, () => payloadProduct(0, SET).base);
  refusals = await expectRefusals(productXss, ROUTES, auth, payloadProduct(0, SET).base);
});

async function page(locale: Lang, element: Promise<ReactElement>): Promise<Document> {
  pageLocale.current = locale;
  return parseHtml(await renderHtml(await element));
}
const routeParams = <T extends Record<string, string>>(values: T) => ({
  params: Promise.resolve(values),
  searchParams: Promise.resolve({}),
});

describe.each(LANGS)('in %s', (locale) => {
  it('every product page shows the payloads of every text field as text, and holds nothing that could run', async () => {
    for (const { id, texts } of stored) {
      const where = `/${locale}/digital-products/${id}`;
      const props = routeParams({ locale, productId: id });
      const document = await page(locale, DigitalProductPage(props as never));
      expect({ where, problems: audit(document, PRELOADS) }).toEqual({ where, problems: [] });
      // The head: Next renders these strings as escaped attributes and text.
      const shows = presence(document, await generateMetadata(props as never));
      expect({ where, missing: shows.missing(productXss.shown(texts, locale)) }).toEqual({ where, missing: [] });
      expect(textsOf(document, 'h1')).toEqual([texts.title![locale]]);
      // What is given only after payment is not on the page (and the list of such texts stays true).
      const offPage = Object.keys(productXss.offPage).map((field) => ({ field, text: texts[field]![locale] }));
      expect({ where, offPage: shows.shown(offPage) }).toEqual({ where, offPage: [] });
    }
  });

  it('the shop shows every product’s title and subcategory as text, and holds nothing that could run', async () => {
    const document = await page(locale, DigitalProductsPage(routeParams({ locale }) as never));
    expect(audit(document, PRELOADS)).toEqual([]);
    const headings = textsOf(document, 'h2, h3');
    const body = document.body.textContent ?? '';
    for (const { texts } of stored) {
      expect(headings).toContain(texts.title![locale]);
      expect(body).toContain(texts.subcategory![locale]);
    }
  });
});

it('keeps a URL payload only where its scheme is harmless, and the fields that take no text refuse every payload', () => {
  const kept = stored.flatMap((product) => product.accepted);
  const refused = URL_PAYLOADS.filter((payload) => payload.mustRefuse).map((payload) => payload.name);
  expect(kept.filter((verdict) => refused.includes(verdict.payload))).toEqual([]);
  expect(productXss.refused.length).toBeGreaterThan(0);
  expect(refusals).toEqual([]);
});
