import type { ReactElement } from 'react';
import { PUT as update } from '@/app/api/projects/[id]/route';
import { POST as create } from '@/app/api/projects/route';
import HomePage from '@/app/[locale]/page';
import ProjectsPage from '@/app/[locale]/projects/page';
import ProjectPage, { generateMetadata } from '@/app/[locale]/projects/[slug]/page';
import { params, send } from '../support/api';
import { adminToken, bearer } from '../support/admin';
import { audit, jsonLdOf, textsOf } from '../support/xss-html-audit';
import { parseHtml, renderHtml } from '../support/xss-html-render';
import { PROJECT_COUNT, URL_FIELDS, projectBody, storyMarker, urlValue, type PayloadProjectBody } from '../support/xss-project-records';
import { MARKUP_PAYLOADS, URL_PAYLOADS } from '../support/xss-payloads';
import { pageLocale } from '../support/xss-render-mocks';

// Stored XSS in the server-rendered HTML of the public project pages: every payload through every
// project text field (tests/support/xss-project-records.ts), stored through the admin API into this
// file's database, then each project page, the list and the home page rendered as the server
// renders them, in both languages, and parsed: nothing that could run or load, and every payload
// there as text. The browser spec (tests/e2e/stored-xss-projects.spec.ts) opens one page per type
// with the Content-Security-Policy; docs/decisions/stored-xss-in-jest.md says what moved here.

jest.mock('next-intl/server', () => jest.requireActual('../support/xss-render-mocks').intlServer);
jest.mock('@/i18n/navigation', () => jest.requireActual('../support/xss-render-mocks').plainLink);
jest.mock('next/headers', () => jest.requireActual('../support/xss-render-mocks').noDraftMode);

const LOCALES = ['en', 'no'] as const;
type Lang = (typeof LOCALES)[number];
const prefix = (locale: Lang) => (locale === 'en' ? '' : '/no');

interface Stored extends PayloadProjectBody {
  id: string;
  /** The URL payloads the API took (the refused ones are checked in the browser spec's store step and here). */
  accepted: { payload: string; field: string }[];
}
const stored: Stored[] = [];

// Storing a dozen records (each sanitized on save) takes a while on a busy machine.
jest.setTimeout(120_000);

beforeAll(async () => {
  const auth = bearer(await adminToken());
  for (let index = 0; index < PROJECT_COUNT; index++) {
    const record = projectBody(index, 'jest', { letter: 'j', leadsHome: true });
    const created = await send(create, '/api/projects', { method: 'POST', json: record.body, headers: auth });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    const accepted: Stored['accepted'] = [];
    const payload = URL_PAYLOADS[index];
    let current: Record<string, unknown> = record.body;
    for (const field of payload ? URL_FIELDS : []) {
      const value = urlValue(field, payload!.text);
      const put = await send(
        update,
        `/api/projects/${id}`,
        { method: 'PUT', json: { ...current, [field]: value }, headers: auth },
        params({ id }),
      );
      // A script-capable scheme is refused with a detail naming the field; the rest may be kept.
      if (payload!.mustRefuse)
        expect({ field, payload: payload!.name, status: put.status }).toEqual({ field, payload: payload!.name, status: 400 });
      if (put.status === 400) expect((put.body as { detail: string }).detail).toContain(field);
      else {
        expect(put.status).toBe(200);
        current = { ...current, [field]: value };
        accepted.push({ payload: payload!.name, field });
      }
    }
    stored.push({ ...record, id, accepted });
  }
});

// The mutation-XSS payloads come last in the story: the first leaves a <math> open that swallows
// the rest as the sanitizer meant it, so the later names are not text on the page.
const STORY_NAMES = MARKUP_PAYLOADS.slice(0, MARKUP_PAYLOADS.findIndex((payload) => payload.name.startsWith('mxss-')) + 1);

async function page(locale: Lang, element: Promise<ReactElement>): Promise<Document> {
  pageLocale.current = locale;
  return parseHtml(await renderHtml(await element));
}
const routeParams = <T extends Record<string, string>>(values: T) => ({
  params: Promise.resolve(values),
  searchParams: Promise.resolve({}),
});

describe.each(LOCALES)('in %s', (locale) => {
  it('every project page shows each payload of every field as text, and holds nothing that could run', async () => {
    for (const project of stored) {
      const where = `${prefix(locale)}/projects/${project.body.slug}`;
      const props = routeParams({ locale, slug: project.body.slug });
      const document = await page(locale, ProjectPage(props as never));
      expect({ where, problems: audit(document, { links: 'link[rel="preload"][as="image"]' }) }).toEqual({ where, problems: [] });
      const { texts, caption, galleryAlt } = project;
      expect(textsOf(document, 'h1')).toEqual([texts.title[locale]]);
      const body = document.body.textContent ?? '';
      for (const text of [texts.short_description[locale], texts.client_name, texts.project_timeline[locale]]) expect(body).toContain(text);
      expect(textsOf(document, 'figcaption')).toContain(caption[locale]);
      const alts = [...document.querySelectorAll('img')].map((img) => img.getAttribute('alt'));
      expect(alts).toEqual(expect.arrayContaining([texts.hero_image_alt[locale], galleryAlt[locale]]));
      // The story: its marker and each payload's name as text; the payloads themselves sanitized away.
      expect(body).toContain(storyMarker(locale));
      for (const payload of STORY_NAMES) expect(body).toContain(`${payload.name}:`);
      expect(jsonLdOf(document).map((item) => item.name)).toContain(texts.title[locale]);

      // The head: Next renders these strings as escaped attributes and text (<title>, meta content).
      const metadata = await generateMetadata(props as never);
      expect(String((metadata.title as { absolute?: string })?.absolute ?? metadata.title)).toContain(texts.seo_title[locale]);
      expect(metadata.description).toBe(texts.seo_description[locale]);
      expect(metadata.openGraph?.title).toBe(`${texts.seo_title[locale]} | Nordlys Studio`);
    }
  });

  it('the project list and the home page show every project’s title and summary as text, and hold nothing that could run', async () => {
    const list = await page(locale, ProjectsPage(routeParams({ locale }) as never));
    expect(audit(list, { links: 'link[rel="preload"][as="image"]' })).toEqual([]);
    const listText = list.body.textContent ?? '';
    for (const project of stored) {
      expect([...list.querySelectorAll('a')].map((a) => a.textContent)).toEqual(
        expect.arrayContaining([expect.stringContaining(project.texts.title[locale])]),
      );
      expect(listText).toContain(project.texts.short_description[locale]);
    }
    const home = await page(locale, HomePage(routeParams({ locale }) as never));
    expect(audit(home, { links: 'link[rel="preload"][as="image"]' })).toEqual([]);
    const featured = stored.filter((project) => project.body.featured);
    expect(featured.length).toBeGreaterThan(0);
    for (const project of featured) expect(home.body.textContent).toContain(project.texts.title[locale]);
  });
});

it('renders a URL payload the API kept only inside its attribute, never as a script or a second attribute', () => {
  // Which were kept is the API's choice; each kept one was rendered above and the audit passed.
  const kept = stored.flatMap((project) => project.accepted);
  const refused = URL_PAYLOADS.filter((payload) => payload.mustRefuse).map((payload) => payload.name);
  expect(kept.filter((verdict) => refused.includes(verdict.payload))).toEqual([]);
});
