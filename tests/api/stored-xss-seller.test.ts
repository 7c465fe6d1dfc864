import type { ReactElement } from 'react';
import { PUT as save } from '@/app/api/admin/seller-settings/route';
import TermsOfServicePage from '@/app/[locale]/terms-of-service/page';
import { SiteFooter } from '@/components/layout/site-footer';
import { send } from '../support/api';
import { adminToken, bearer } from '../support/admin';
import { audit } from '../support/xss-html-audit';
import { parseHtml, renderHtml } from '../support/xss-html-render';
import { LANGS, type Lang } from '../support/xss-fields';
import { presence } from '../support/xss-presence';
import { pageLocale } from '../support/xss-render-mocks';
import { SELLER_BASE, sellerXss } from '../support/xss-seller-records';

// Stored XSS in the server-rendered HTML that names the seller: every payload through every text
// field of the seller's description (tests/support/xss-kind.ts), one chunk per save of the one
// seller through the admin API, then the terms page and the footer (on every page) rendered as the
// server renders them, in every language, and parsed: nothing that could run or load, and each
// field's payloads there as text. The browser spec (tests/e2e/stored-xss-seller.spec.ts) types
// them in the admin's form and opens the pages with the Content-Security-Policy.

jest.mock('next-intl/server', () => jest.requireActual('../support/xss-render-mocks').intlServer);
jest.mock('@/i18n/navigation', () => jest.requireActual('../support/xss-render-mocks').plainLink);
jest.mock('next/headers', () => jest.requireActual('../support/xss-render-mocks').noDraftMode);

let auth: Record<string, string>;

jest.setTimeout(120_000);

beforeAll(async () => {
  auth = bearer(await adminToken());
});

async function page(locale: Lang, element: ReactElement | Promise<ReactElement>): Promise<Document> {
  pageLocale.current = locale;
  return parseHtml(await renderHtml(await element));
}

it.each(Array.from({ length: sellerXss.count }, (_, index) => index))(
  'seller %i: the terms page and the footer show the payloads of every text field as text in every language, and hold nothing that could run',
  async (index) => {
    const saved = await send(save, '/api/admin/seller-settings', {
      method: 'PUT',
      json: sellerXss.body(index, 'j', SELLER_BASE),
      headers: auth,
    });
    expect(saved.status).toBe(200);
    const texts = sellerXss.texts(index, 'j');
    for (const locale of LANGS) {
      const terms = await page(locale, TermsOfServicePage({ params: Promise.resolve({ locale }) } as never));
      const footer = await page(locale, SiteFooter());
      for (const [where, document] of [
        [`/${locale}/terms-of-service`, terms],
        [`the ${locale} footer`, footer],
      ] as const) {
        expect({ where, problems: audit(document) }).toEqual({ where, problems: [] });
        expect({ where, missing: presence(document).missing(sellerXss.shown(texts, locale)) }).toEqual({ where, missing: [] });
      }
    }
  },
);
