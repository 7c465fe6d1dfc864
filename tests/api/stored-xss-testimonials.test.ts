import type { ReactElement } from 'react';
import { PUT as update } from '@/app/api/admin/testimonials/[id]/route';
import { POST as create } from '@/app/api/admin/testimonials/route';
import HomePage from '@/app/[locale]/page';
import TestimonialsPage from '@/app/[locale]/testimonials/page';
import { HOME_TESTIMONIAL_COUNT } from '@/lib/testimonials/home';
import { adminToken, bearer } from '../support/admin';
import { audit } from '../support/xss-html-audit';
import { parseHtml, renderHtml } from '../support/xss-html-render';
import { LANGS, type Lang } from '../support/xss-fields';
import { presence } from '../support/xss-presence';
import { pageLocale } from '../support/xss-render-mocks';
import { storePayloadRecords, type StoredRecord } from '../support/xss-store';
import { TESTIMONIAL_BASE, testimonialXss } from '../support/xss-testimonial-records';

// Stored XSS in the server-rendered HTML of the pages that show testimonials: every payload through
// every text field of the testimonial's description (tests/support/xss-kind.ts), stored through
// the admin API into this file's database, then the testimonials page and the home page (which
// shows the newest featured ones) rendered as the server renders them, in every language, and
// parsed: nothing that could run or load, and each field's payloads there as text (a card, the
// reviews' JSON-LD). docs/decisions/stored-xss-in-jest.md.

jest.mock('next-intl/server', () => jest.requireActual('../support/xss-render-mocks').intlServer);
jest.mock('@/i18n/navigation', () => jest.requireActual('../support/xss-render-mocks').plainLink);
jest.mock('next/headers', () => jest.requireActual('../support/xss-render-mocks').noDraftMode);

const ROUTES = { create, createPath: '/api/admin/testimonials', update, updatePath: (id: string) => `/api/admin/testimonials/${id}` };

let stored: StoredRecord[] = [];

jest.setTimeout(120_000);

beforeAll(async () => {
  stored = await storePayloadRecords(testimonialXss, ROUTES, bearer(await adminToken()), 'j', () => TESTIMONIAL_BASE);
});

async function page(locale: Lang, element: Promise<ReactElement>): Promise<Document> {
  pageLocale.current = locale;
  return parseHtml(await renderHtml(await element));
}
const routeParams = (locale: Lang) => ({ params: Promise.resolve({ locale }), searchParams: Promise.resolve({}) });

describe.each(LANGS)('in %s', (locale) => {
  it('the testimonials page shows the payloads of every text field of every testimonial as text, and holds nothing that could run', async () => {
    const document = await page(locale, TestimonialsPage(routeParams(locale) as never));
    expect(audit(document)).toEqual([]);
    const shows = presence(document);
    const missing = stored.flatMap(({ texts }, index) =>
      shows.missing(testimonialXss.shown(texts, locale)).map((field) => `${index}.${field}`),
    );
    expect(missing).toEqual([]);
  });

  it('the home page shows the newest featured testimonials whole, as text, and holds nothing that could run', async () => {
    const document = await page(locale, HomePage(routeParams(locale) as never));
    // The site's own picture preloads (the featured projects) are allowed; their addresses are still checked.
    expect(audit(document, { links: 'link[rel="preload"][as="image"]' })).toEqual([]);
    const shows = presence(document);
    // New ones lead the list (lib/content/testimonial-writes.ts): the home page's are payload ones, each whole.
    const fields = testimonialXss.payloadFields.length;
    const onHome = stored.map(({ texts }) => shows.shown(testimonialXss.shown(texts, locale)).length).filter((count) => count > 0);
    expect(onHome).toEqual(Array.from({ length: HOME_TESTIMONIAL_COUNT }, () => fields));
  });
});
