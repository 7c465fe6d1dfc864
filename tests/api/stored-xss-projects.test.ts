import type { ReactElement } from 'react';
import { PUT as update } from '@/app/api/projects/[id]/route';
import { POST as create } from '@/app/api/projects/route';
import HomePage from '@/app/[locale]/page';
import ProjectsPage from '@/app/[locale]/projects/page';
import ProjectPage, { generateMetadata } from '@/app/[locale]/projects/[slug]/page';
import { adminToken, bearer } from '../support/admin';
import { audit, textsOf } from '../support/xss-html-audit';
import { parseHtml, renderHtml } from '../support/xss-html-render';
import { LANGS, type Lang } from '../support/xss-fields';
import { richMarker } from '../support/xss-kind';
import { MARKUP_PAYLOADS, URL_PAYLOADS } from '../support/xss-payloads';
import { presence } from '../support/xss-presence';
import { projectBody, projectXss } from '../support/xss-project-records';
import { pageLocale } from '../support/xss-render-mocks';
import { expectRefusals, storePayloadRecords, type StoredRecord } from '../support/xss-store';

// Stored XSS in the server-rendered HTML of the public project pages: every payload through every
// text field of the project's description (tests/support/xss-kind.ts), stored through the admin
// API into this file's database, then each project page, the list and the home page rendered as
// the server renders them, in every language, and parsed: nothing that could run or load, and each
// field's payloads there as text. The browser spec (tests/e2e/stored-xss-projects.spec.ts) opens
// one page per type with the Content-Security-Policy; docs/decisions/stored-xss-in-jest.md says why.

jest.mock('next-intl/server', () => jest.requireActual('../support/xss-render-mocks').intlServer);
jest.mock('@/i18n/navigation', () => jest.requireActual('../support/xss-render-mocks').plainLink);
jest.mock('next/headers', () => jest.requireActual('../support/xss-render-mocks').noDraftMode);

const prefix = (locale: Lang) => (locale === LANGS[0] ? '' : `/${locale}`);
const SET = { letter: 'j', leadsHome: true };
const ROUTES = { create, createPath: '/api/projects', update, updatePath: (id: string) => `/api/projects/${id}` };
const PRELOADS = { links: 'link[rel="preload"][as="image"]' };

let stored: StoredRecord[] = [];
let refusals: string[] = [];

// Storing a dozen records (each sanitized on save) takes a while on a busy machine.
jest.setTimeout(120_000);

beforeAll(async () => {
  const auth = bearer(await adminToken());
  stored = await storePayloadRecords(projectXss, ROUTES, auth, SET.letter, (index) => projectBody(index, 'jest', SET).base);
  refusals = await expectRefusals(projectXss, ROUTES, auth, projectBody(0, 'refused', SET).base);
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
  it('every project page shows the payloads of every text field as text, and holds nothing that could run', async () => {
    for (const project of stored) {
      const slug = project.body.slug as string;
      const where = `${prefix(locale)}/projects/${slug}`;
      const props = routeParams({ locale, slug });
      const document = await page(locale, ProjectPage(props as never));
      expect({ where, problems: audit(document, PRELOADS) }).toEqual({ where, problems: [] });
      // The head: Next renders these strings as escaped attributes and text (<title>, meta content).
      const metadata = await generateMetadata(props as never);
      const missing = presence(document, metadata).missing(projectXss.shown(project.texts, locale));
      expect({ where, missing }).toEqual({ where, missing: [] });
      expect(textsOf(document, 'h1')).toEqual([project.texts.title![locale]]);
      // Each rich text: its marker and each payload's name as text; the payloads sanitized away.
      const body = document.body.textContent ?? '';
      for (const field of projectXss.rich) {
        expect(body).toContain(richMarker(field, locale));
        for (const payload of RICH_NAMES) expect(body).toContain(`${payload.name}:`);
      }
    }
  });

  it('the project list and the home page show every project’s title and summary as text, and hold nothing that could run', async () => {
    const list = await page(locale, ProjectsPage(routeParams({ locale }) as never));
    expect(audit(list, PRELOADS)).toEqual([]);
    const listText = list.body.textContent ?? '';
    for (const { texts } of stored) {
      expect([...list.querySelectorAll('a')].map((a) => a.textContent)).toEqual(
        expect.arrayContaining([expect.stringContaining(texts.title![locale])]),
      );
      expect(listText).toContain(texts.short_description![locale]);
    }
    const home = await page(locale, HomePage(routeParams({ locale }) as never));
    expect(audit(home, PRELOADS)).toEqual([]);
    const featured = stored.filter((project) => project.body.featured);
    expect(featured.length).toBeGreaterThan(0);
    for (const project of featured) expect(home.body.textContent).toContain(project.texts.title![locale]);
  });
});

it('keeps a URL payload only where its scheme is harmless, and every text field the route refuses refuses every payload', () => {
  // Which were kept is the API's choice; each kept one was rendered above and the audit passed.
  const kept = stored.flatMap((project) => project.accepted);
  const refused = URL_PAYLOADS.filter((payload) => payload.mustRefuse).map((payload) => payload.name);
  expect(kept.filter((verdict) => refused.includes(verdict.payload))).toEqual([]);
  expect(refusals).toEqual([]);
});
