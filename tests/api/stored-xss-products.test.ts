import type { ReactElement } from 'react';
import { POST as create } from '@/app/api/admin/products/route';
import DigitalProductsPage from '@/app/[locale]/digital-products/page';
import DigitalProductPage, { generateMetadata } from '@/app/[locale]/digital-products/[productId]/page';
import { send } from '../support/api';
import { adminToken, bearer } from '../support/admin';
import { audit, jsonLdOf, textsOf } from '../support/xss-html-audit';
import { parseHtml, renderHtml } from '../support/xss-html-render';
import { contentsLine, payloadProductBody, productChunks, productTexts, type ProductTexts } from '../support/xss-product-records';
import { pageLocale } from '../support/xss-render-mocks';

// Stored XSS in the server-rendered HTML of the shop: every payload through every product text
// (tests/support/xss-product-records.ts), stored through the admin API into this file's database,
// then the shop and each product page rendered as the server renders them, in both languages, and
// parsed: nothing that could run or load, and every payload there as text. The browser spec
// (tests/e2e/stored-xss-products.spec.ts) opens one page per type with the Content-Security-Policy.

jest.mock('next-intl/server', () => jest.requireActual('../support/xss-render-mocks').intlServer);
jest.mock('@/i18n/navigation', () => jest.requireActual('../support/xss-render-mocks').plainLink);
jest.mock('next/headers', () => jest.requireActual('../support/xss-render-mocks').noDraftMode);

const LOCALES = ['en', 'no'] as const;
type Lang = (typeof LOCALES)[number];
const PRELOADS = { links: 'link[rel="preload"][as="image"]' };

const stored: { id: string; texts: ProductTexts }[] = [];

// Storing a dozen records (each sanitized on save) takes a while on a busy machine.
jest.setTimeout(120_000);

beforeAll(async () => {
  const auth = bearer(await adminToken());
  for (let index = 0; index < productChunks().length; index++) {
    const texts = productTexts(index, 'j');
    const created = await send(create, '/api/admin/products', { method: 'POST', json: payloadProductBody(texts, true), headers: auth });
    expect(created.status).toBe(201);
    stored.push({ id: (created.body as { id: string }).id, texts });
  }
});

async function page(locale: Lang, element: Promise<ReactElement>): Promise<Document> {
  pageLocale.current = locale;
  return parseHtml(await renderHtml(await element));
}
const routeParams = <T extends Record<string, string>>(values: T) => ({
  params: Promise.resolve(values),
  searchParams: Promise.resolve({}),
});

describe.each(LOCALES)('in %s', (locale) => {
  it('every product page shows each payload of every field as text, and holds nothing that could run', async () => {
    for (const { id, texts } of stored) {
      const where = `/${locale}/digital-products/${id}`;
      const props = routeParams({ locale, productId: id });
      const document = await page(locale, DigitalProductPage(props as never));
      expect({ where, problems: audit(document, PRELOADS) }).toEqual({ where, problems: [] });
      expect(textsOf(document, 'h1')).toEqual([texts.title[locale]]);
      const body = document.body.textContent ?? '';
      for (const text of [texts.description[locale], texts.compatibility[locale], contentsLine(texts, locale)])
        expect(body).toContain(text);
      const alts = [...document.querySelectorAll('img')].map((img) => img.getAttribute('alt'));
      expect(alts).toContain(texts.title[locale].replace(/^PTN?/, locale === 'en' ? 'PA' : 'PAN'));
      expect(jsonLdOf(document).map((item) => item.name)).toContain(texts.title[locale]);
      // The head: Next renders these strings as escaped attributes and text.
      const metadata = await generateMetadata(props as never);
      expect(String((metadata.title as { absolute?: string })?.absolute ?? metadata.title)).toContain(texts.title[locale]);
      expect(metadata.description).toBe(texts.description[locale]);
    }
  });

  it('the shop shows every product’s title and subcategory as text, and holds nothing that could run', async () => {
    const document = await page(locale, DigitalProductsPage(routeParams({ locale }) as never));
    expect(audit(document, PRELOADS)).toEqual([]);
    const headings = textsOf(document, 'h2, h3');
    const body = document.body.textContent ?? '';
    for (const { texts } of stored) {
      expect(headings).toContain(texts.title[locale]);
      expect(body).toContain(texts.subcategory[locale]);
    }
  });
});
