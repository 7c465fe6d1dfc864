import { expect, type Page } from '@playwright/test';
import { test } from './warm-context';
import { hashtag } from '@/components/projects/hashtag';
import { routing } from '@/i18n/routing';
import { projectSeeds } from '@/lib/db/seed/data/projects';
import type { SeedProject } from '@/lib/db/seed/types';
import { readJsonLd } from '../support/json-ld';

// Axe on the project list, a project and the 404 as loaded, in both languages: visitor-eye.spec.ts (every page, once).

type Lang = 'en' | 'no';

const TEXTS = {
  en: {
    prefix: '',
    h1: 'Our projects',
    filters: ['All', 'Branding', 'Website', 'Branding & website', 'E-commerce'],
    featured: 'Featured',
    shown: (count: number) => `${count} project${count === 1 ? '' : 's'} shown`,
    client: 'Client',
    completed: 'Completed',
    year: 'Year',
    category: 'Category',
    timeline: 'Timeline',
    overview: 'Project overview',
    startProject: 'Start your project',
    back: 'Back to projects',
    notFoundTitle: 'Project Not Found',
    notFoundText: 'Project not found',
    newTab: '(opens in a new tab)',
    dateLocale: 'en-US',
  },
  no: {
    prefix: '/no',
    h1: 'Prosjektene våre',
    filters: ['Alle', 'Merkevare', 'Nettside', 'Merkevare og nettside', 'Netthandel'],
    featured: 'Utvalgt',
    shown: (count: number) => `${count} prosjekt${count === 1 ? '' : 'er'} vises`,
    client: 'Kunde',
    completed: 'Fullført',
    year: 'År',
    category: 'Kategori',
    timeline: 'Tidsramme',
    overview: 'Om prosjektet',
    startProject: 'Start prosjektet ditt',
    back: 'Tilbake til prosjekter',
    notFoundTitle: 'Fant ikke prosjektet',
    notFoundText: 'Prosjektet finnes ikke',
    newTab: '(åpnes i en ny fane)',
    dateLocale: 'nb-NO',
  },
} as const;

// The filter values (docs/behaviour.md#project-list) and the rule: case-insensitive substring of the category.
const FILTER_VALUES = ['all', 'Branding', 'Website', 'Branding & Website', 'E-commerce'];
const matches = (category: string, value: string) => value === 'all' || category.toLowerCase().includes(value.toLowerCase());

const NORWEGIAN_CATEGORIES: Record<string, string> = {
  Branding: 'Merkevare',
  'Website Design': 'Nettsidedesign',
  'Branding & Website': 'Merkevare og nettside',
  'E-commerce': 'Netthandel',
};

// The stored English categories are shown in sentence case ('Website Design' reads 'Website design').
const ENGLISH_CATEGORIES: Record<string, string> = {
  Branding: 'Branding',
  'Website Design': 'Website design',
  'Branding & Website': 'Branding & website',
  'E-commerce': 'E-commerce',
};

// Tags are stored as their documented English values and shown in the page's language.
const NORWEGIAN_TAGS: Record<string, string> = {
  branding: 'merkevare',
  'web design': 'nettsidedesign',
  'catalog design': 'katalogdesign',
  'social media design': 'design for sosiale medier',
  ecommerce: 'netthandel',
  luxury: 'luksus',
  beauty: 'skjønnhet',
  fashion: 'mote',
  healthcare: 'helse',
  food: 'mat',
  corporate: 'bedrift',
};

const categoryOf = (project: SeedProject, lang: Lang) => (lang === 'no' ? NORWEGIAN_CATEGORIES : ENGLISH_CATEGORIES)[project.category]!;
const tagOf = (tag: string, lang: Lang) => (lang === 'no' ? NORWEGIAN_TAGS[tag]! : tag);
const tagsOf = (project: SeedProject, lang: Lang) => project.tags.map((tag) => tagOf(tag, lang));
const firstParagraph = (html: string) => /<p>(.*?)<\/p>/.exec(html)![1]!.replace(/<[^>]+>/g, '');
const longDate = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(TEXTS[lang].dateLocale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

const main = (page: Page) => page.locator('main');
const visibleTitles = async (page: Page) => (await main(page).getByRole('heading', { level: 2 }).allTextContents()).sort();
const card = (page: Page, title: string) =>
  main(page)
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

for (const lang of ['en', 'no'] as const) {
  const text = TEXTS[lang];

  test.describe(`project list (${lang})`, () => {
    test('shows every project, rendered on the server', async ({ page, request }) => {
      const html = await (await request.get(`${text.prefix}/projects`)).text();
      for (const project of projectSeeds) expect(html).toContain(project.title[lang].replace(/&/g, '&amp;'));

      const response = await page.goto(`${text.prefix}/projects`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.h1);
      expect(await visibleTitles(page)).toEqual(projectSeeds.map((project) => project.title[lang]).sort());
    });

    test('cards show category, year, summary, client and tags, no Featured pill, and link to the project', async ({ page }) => {
      await page.goto(`${text.prefix}/projects`);
      for (const project of projectSeeds) {
        const item = card(page, project.title[lang]);
        const year = project.completion_date ? project.completion_date.slice(0, 4) : String(project.year);
        // The studio's home-page choice is no quality a visitor can use (docs/decisions/interface-words.md).
        await expect(item.getByText(text.featured, { exact: true })).toHaveCount(0);
        await expect(item).toContainText(`${categoryOf(project, lang)} · ${year}`);
        await expect(item).toContainText(project.short_description[lang]);
        if (project.client_name) await expect(item).toContainText(`${text.client}: ${project.client_name}`);
        else await expect(item).not.toContainText(`${text.client}:`);
        await expect(item.getByRole('listitem')).toHaveText(tagsOf(project, lang));
        await expect(item.getByRole('link')).toHaveAttribute('href', `${text.prefix}/projects/${project.slug}`);
      }
    });

    test('each category filter shows exactly the projects of its category', async ({ page }) => {
      await page.goto(`${text.prefix}/projects`);
      const group = main(page).getByRole('group');
      const buttons = group.getByRole('button');
      await expect(buttons).toHaveText([...text.filters]);
      await expect(buttons.first()).toHaveAttribute('aria-pressed', 'true');

      // Branding first, so that returning to All is checked too.
      for (const index of [1, 2, 3, 4, 0]) {
        await buttons.nth(index).click();
        for (let other = 0; other < FILTER_VALUES.length; other++) {
          await expect(buttons.nth(other)).toHaveAttribute('aria-pressed', String(other === index));
        }
        const expected = projectSeeds.filter((project) => matches(project.category, FILTER_VALUES[index]!));
        expect(expected.length).toBeGreaterThan(0);
        await expect.poll(() => visibleTitles(page)).toEqual(expected.map((project) => project.title[lang]).sort());
        await expect(main(page).locator('[aria-live="polite"]')).toHaveText(text.shown(expected.length));
      }
    });
  });

  test.describe(`project detail (${lang})`, () => {
    for (const project of projectSeeds) {
      test(`shows ${project.slug}`, async ({ page }) => {
        const response = await page.goto(`${text.prefix}/projects/${project.slug}`);
        expect(response?.status()).toBe(200);
        const title = project.title[lang];
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page).toHaveTitle(`${title} | Nordlys Studio`);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${text.prefix}/projects/${project.slug}$`));
        await expect(main(page).getByText(/^(Featured project|Utvalgt prosjekt)$/i)).toHaveCount(0);

        const facts = main(page).locator('dl').first();
        const fact = (label: string) =>
          facts
            .locator('div')
            .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
            .locator('dd');
        if (project.client_name) await expect(fact(text.client)).toHaveText(project.client_name);
        else await expect(facts.locator('dt', { hasText: text.client })).toHaveCount(0);
        if (project.completion_date) {
          await expect(fact(text.completed)).toHaveText(longDate(project.completion_date, lang));
        } else {
          await expect(facts.locator('dt', { hasText: text.completed })).toHaveCount(0);
          await expect(fact(text.year)).toHaveText(String(project.year));
        }
        await expect(fact(text.category)).toHaveText(categoryOf(project, lang));
        await expect(fact(text.timeline)).toHaveText(project.project_timeline[lang]);

        const overview = main(page).getByRole('region', { name: text.overview });
        await expect(overview).toContainText(firstParagraph(project.full_description[lang]));
        await expect(overview.getByRole('heading', { level: 3 }).first()).toHaveText(lang === 'no' ? 'Utfordringen' : 'The challenge');

        for (const tag of tagsOf(project, lang)) await expect(main(page).getByText(hashtag(tag), { exact: true })).toBeVisible();

        // Each picture is named by the studio's alt text, in the page's language.
        const alts = project.image_gallery_alt[lang];
        await expect(main(page).getByRole('img', { name: project.hero_image_alt[lang], exact: true })).toBeVisible();
        for (const [index, src] of project.image_gallery.entries()) {
          const link = main(page).getByRole('link', { name: alts[index]! });
          await expect(link).toHaveAttribute('href', src);
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', /noopener/);
        }
        // Each picture's caption under it, in the page's language.
        const captions = project.image_gallery_caption[lang];
        await expect(main(page).locator('section[aria-labelledby="project-gallery"] figcaption')).toHaveText(captions);
        await expect(main(page).getByRole('link', { name: text.startProject })).toHaveAttribute('href', `${text.prefix}/contact`);
        await expect(main(page).getByRole('link', { name: text.back })).toHaveAttribute('href', `${text.prefix}/projects`);

        expect((await readJsonLd(page)).find((data) => data['@type'] === 'CreativeWork')).toMatchObject({
          name: title,
          genre: categoryOf(project, lang),
          keywords: tagsOf(project, lang).join(', '),
          image: expect.stringMatching(new RegExp(`^https?://[^/]+${project.hero_image}$`)),
        });
      });
    }

    test('an id link shows the project, with the slug URL as canonical', async ({ page, request }) => {
      const projects: { id: string; slug: string }[] = await (await request.get('/api/projects')).json();
      const project = projectSeeds[0]!;
      const { id } = projects.find((item) => item.slug === project.slug)!;

      const response = await page.goto(`${text.prefix}/projects/${id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title[lang]);
      await expect(main(page).locator('dl').first()).toContainText(project.client_name!);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${text.prefix}/projects/${project.slug}$`));
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        'content',
        new RegExp(`${text.prefix}/projects/${project.slug}$`),
      );
    });

    test('a gallery image opens in a new tab', async ({ page }) => {
      const project = projectSeeds[0]!;
      await page.goto(`${text.prefix}/projects/${project.slug}`);
      const link = main(page).getByRole('link', { name: project.image_gallery_alt[lang][0]!, exact: true });
      await expect(link).toHaveAccessibleDescription(text.newTab);
      const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await expect(tab).toHaveURL(new RegExp(`${project.image_gallery[0]}$`));
    });

    test('an unknown project is a 404 that leads back to the list', async ({ page }) => {
      const response = await page.goto(`${text.prefix}/projects/nope`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.notFoundTitle);
      await expect(main(page)).toContainText(text.notFoundText);
      await expect(page).toHaveTitle(`${text.notFoundText} | Nordlys Studio`);
      await main(page).getByRole('link', { name: text.back }).click();
      await expect(page).toHaveURL(new RegExp(`${text.prefix}/projects$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.h1);
    });
  });
}

test('the filter works on a phone @mobile', async ({ page }) => {
  await page.goto('/projects');
  await page.getByRole('button', { name: 'E-commerce' }).tap();
  const expected = projectSeeds
    .filter((project) => matches(project.category, 'E-commerce'))
    .map((project) => project.title[routing.defaultLocale]);
  await expect.poll(() => visibleTitles(page)).toEqual(expected.sort());
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

// Restrained motion (app/globals.css): the work below the first screen rises into view as it is
// scrolled to, by a scroll-driven animation of opacity and transform; the first card is there at
// once (the page's largest paint), and under prefers-reduced-motion nothing moves at all.
test('work rises into view as it is scrolled to, and not at all under reduced motion', async ({ page }) => {
  const reveals = () =>
    page.$$eval('main .reveal-on-view', (elements) =>
      elements.map((element) => ({
        animation: getComputedStyle(element).animationName,
        opacity: Number(getComputedStyle(element).opacity),
      })),
    );
  await page.goto('/projects');
  const cards = main(page).locator('article');
  await expect(cards.first().locator('.reveal-on-view')).toHaveCount(0);
  const below = await reveals();
  expect(below.length).toBeGreaterThan(2);
  expect(below.at(-1)).toEqual({ animation: 'rise-into-view', opacity: 0 });
  await cards.last().scrollIntoViewIfNeeded();
  await expect.poll(async () => (await reveals()).at(-1)!.opacity).toBe(1);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/projects');
  expect((await reveals()).every(({ animation, opacity }) => animation === 'none' && opacity === 1)).toBe(true);
});

// The card's picture becomes the case study's header (components/projects/project-picture.tsx): the
// navigation starts a view transition in which both carry the project's name, so the browser
// moves one picture instead of swapping two.
test('a project’s picture moves from its card to the case study’s header', async ({ page }) => {
  await page.goto('/projects');
  await page.evaluate(() => {
    const start = document.startViewTransition.bind(document);
    const seen: string[] = [];
    Object.assign(window, { namedInTransition: seen });
    document.startViewTransition = ((update: Parameters<typeof start>[0]) => {
      for (const element of document.querySelectorAll<HTMLElement>('main *')) {
        const name = getComputedStyle(element).viewTransitionName;
        if (name && name !== 'none') seen.push(name);
      }
      return start(update);
    }) as typeof document.startViewTransition;
  });
  const link = main(page).locator('article').first().getByRole('link').first();
  const slug = (await link.getAttribute('href'))!.split('/').pop()!;
  await link.click();
  await page.waitForURL(`**/projects/${slug}`);
  expect(await page.evaluate(() => (window as unknown as { namedInTransition: string[] }).namedInTransition)).toContain(`project-${slug}`);
});
