import type { ReactElement } from 'react';
import { PUT as update } from '@/app/api/admin/articles/[id]/route';
import { POST as create } from '@/app/api/admin/articles/route';
import ArticlePage, { generateMetadata } from '@/app/[locale]/journal/[slug]/page';
import JournalPage from '@/app/[locale]/journal/page';
import { adminToken, bearer } from '../support/admin';
import { articleBase, articleXss } from '../support/xss-article-records';
import { audit, textsOf } from '../support/xss-html-audit';
import { parseHtml, renderHtml } from '../support/xss-html-render';
import { LANGS, type Lang } from '../support/xss-fields';
import { richMarker } from '../support/xss-kind';
import { MARKUP_PAYLOADS, URL_PAYLOADS } from '../support/xss-payloads';
import { presence } from '../support/xss-presence';
import { pageLocale } from '../support/xss-render-mocks';
import { storePayloadRecords, type StoredRecord } from '../support/xss-store';

// Stored XSS in the server-rendered HTML of the journal: every payload through every text field of
// the article's description (tests/support/xss-kind.ts), stored through the admin API into this
// file's database, then each article's page and the journal's first page rendered as the server
// renders them, in every language, and parsed: nothing that could run or load, and each field's
// payloads there as text (the page, its JSON-LD, its head). docs/decisions/stored-xss-in-jest.md.

jest.mock('next-intl/server', () => jest.requireActual('../support/xss-render-mocks').intlServer);
jest.mock('@/i18n/navigation', () => jest.requireActual('../support/xss-render-mocks').plainLink);
jest.mock('next/headers', () => jest.requireActual('../support/xss-render-mocks').noDraftMode);

const SET = 'j';
const ROUTES = { create, createPath: '/api/admin/articles', update, updatePath: (id: string) => `/api/admin/articles/${id}` };
const prefix = (locale: Lang) => (locale === LANGS[0] ? '' : `/${locale}`);
// The site's own picture preloads (the covers) are allowed; their addresses are still checked.
const PRELOADS = { links: 'link[rel="preload"][as="image"]' };

let stored: StoredRecord[] = [];

// Storing a score of records (each body sanitized on save) takes a while on a busy machine.
jest.setTimeout(180_000);

beforeAll(async () => {
  stored = await storePayloadRecords(articleXss, ROUTES, bearer(await adminToken()), SET, (index) => articleBase(index, SET));
});

// The mutation-XSS payloads come last in a rich text: the first leaves a <math> open that swallows
// the rest as the sanitizer meant it, so the later names are not text on the page.
const RICH_NAMES = MARKUP_PAYLOADS.slice(0, MARKUP_PAYLOADS.findIndex((payload) => payload.name.startsWith('mxss-')) + 1);

async function page(locale: Lang, element: Promise<ReactElement>): Promise<Document> {
  pageLocale.current = locale;
  return parseHtml(await renderHtml(await element));
}
const routeParams = <T extends Record<string, string>>(values: T) => ({
  params: Promise.resolve(values),
  searchParams: Promise.resolve({}),
});

describe.each(LANGS)('in %s', (locale) => {
  it('every article page shows the payloads of every text field as text, and holds nothing that could run', async () => {
    for (const article of stored) {
      const slug = article.body.slug as string;
      const where = `${prefix(locale)}/journal/${slug}`;
      const props = routeParams({ locale, slug });
      const document = await page(locale, ArticlePage(props as never));
      expect({ where, problems: audit(document, PRELOADS) }).toEqual({ where, problems: [] });
      // The head: Next renders these strings as escaped attributes and text (<title>, meta content).
      const metadata = await generateMetadata(props as never);
      const missing = presence(document, metadata).missing(articleXss.shown(article.texts, locale));
      expect({ where, missing }).toEqual({ where, missing: [] });
      expect(textsOf(document, 'h1')).toEqual([article.texts.title![locale]]);
      const body = document.body.textContent ?? '';
      for (const field of articleXss.rich) {
        expect(body).toContain(richMarker(field, locale));
        for (const payload of RICH_NAMES) expect(body).toContain(`${payload.name}:`);
      }
    }
  });

  it('the journal’s first page shows the newest articles’ titles and excerpts as text, and holds nothing that could run', async () => {
    const list = await page(locale, JournalPage(routeParams({ locale }) as never));
    expect(audit(list, PRELOADS)).toEqual([]);
    const shown = presence(list);
    // Published now, each after the last: the newest lead the list.
    const newest = stored.slice(-3);
    const missing = newest.flatMap(({ texts }) =>
      shown.missing([
        { field: 'title', text: texts.title![locale] },
        { field: 'excerpt', text: texts.excerpt![locale] },
      ]),
    );
    expect(missing).toEqual([]);
  });
});

it('keeps a URL payload as a cover only where it is a picture of the site', () => {
  const kept = stored.flatMap((article) => article.accepted);
  const refused = URL_PAYLOADS.filter((payload) => payload.mustRefuse).map((payload) => payload.name);
  expect(kept.filter((verdict) => refused.includes(verdict.payload))).toEqual([]);
});
