import { expect, test } from '@playwright/test';
import { signInThroughApi } from '../support/admin-http';
import { readJsonLd } from '../support/json-ld';
import { deleteProjects, storePayloadProjects, storyMarker, type StoredProject, type UrlVerdict } from './xss-projects';
import { signInOnSecondServer } from './xss-admin';
import { clickPayloadLinks, expectSafe, offline, watchForXss } from './xss-watch';

// Stored XSS: known payloads saved through every text field of a project, then every page that
// renders them opened in Chromium, which must run none of them (no marker call, dialog, navigation
// or pop-up), let the Content-Security-Policy refuse nothing (the sanitizer, not only the policy,
// must have stopped them), hold no dangerous element or attribute, and still show the payloads as
// text. Each test, or group, stores a set of payload projects of its own and removes it after, so
// they run side by side; the set's letter tells its texts apart. Products: stored-xss-products.spec.ts.

const admin = signInOnSecondServer();

/** Runs `check` with a set of payload projects that does not lead the home page, deleted afterwards. */
async function withPayloadProjects(letter: string, check: (projects: StoredProject[]) => Promise<void>) {
  const { projects } = await storePayloadProjects(admin.api, admin.token, { letter, leadsHome: false });
  try {
    await check(projects);
  } finally {
    await deleteProjects(admin.api, admin.token, projects);
  }
}

const text = (project: StoredProject, locale: 'en' | 'no') => ({
  title: project.texts.title[locale],
  summary: project.texts.short_description[locale],
  client: project.texts.client_name,
  timeline: project.texts.project_timeline[locale],
  heroAlt: project.texts.hero_image_alt[locale],
  seoTitle: project.texts.seo_title[locale],
  seoDescription: project.texts.seo_description[locale],
});

// The home page shows the three newest featured projects: one set leads it, stored by the first
// test of this group and read by the others in turn.
test.describe('the project lists and the home page', () => {
  test.describe.configure({ mode: 'serial' });
  let projects: StoredProject[] = [];
  let verdicts: UrlVerdict[] = [];

  test.afterAll(async () => {
    if (admin.token) await deleteProjects(admin.api, admin.token, projects);
  });

  test('the payloads are stored through every text field, or refused with a detail', async () => {
    ({ projects, verdicts } = await storePayloadProjects(admin.api, admin.token, { letter: 'h', leadsHome: true }));
    // Whatever the API accepted, it must not have stored a script URL in a URL field.
    for (const verdict of verdicts.filter((v) => v.status === 200))
      expect(verdict.payload, JSON.stringify(verdict)).not.toMatch(/^url-(js|data|vbscript)/);
    console.log(`stored ${projects.length} projects; URL fields: ${verdicts.map((v) => `${v.payload}/${v.field}=${v.status}`).join(', ')}`);
  });

  for (const locale of ['en', 'no'] as const) {
    const prefix = locale === 'en' ? '' : '/no';

    test(`the ${locale} project list and home page show the payloads as text and run none`, async ({ page }) => {
      test.setTimeout(120_000);
      await offline(page);
      const watch = await watchForXss(page);

      await expectSafe(page, watch, await watch.visit(`${prefix}/projects`), `${prefix}/projects`);
      for (const project of projects) {
        await expect(page.getByRole('link', { name: text(project, locale).title, exact: true })).toBeVisible();
        await expect(page.getByText(text(project, locale).summary, { exact: true }).first()).toBeVisible();
      }

      await expectSafe(page, watch, await watch.visit(prefix || '/'), prefix || '/');
      for (const project of projects.filter((p) => p.featured)) {
        await expect(page.getByRole('link', { name: text(project, locale).title, exact: true })).toBeVisible();
      }
    });
  }
});

for (const locale of ['en', 'no'] as const) {
  const prefix = locale === 'en' ? '' : '/no';

  test(`every ${locale} project page shows the payloads as text and runs none`, async ({ page }) => {
    test.setTimeout(300_000);
    await offline(page);
    const watch = await watchForXss(page);
    await withPayloadProjects(locale === 'en' ? 'e' : 'n', async (projects) => {
      for (const project of projects) {
        const path = `${prefix}/projects/${project.slug}`;
        const { title, summary, client, timeline, heroAlt, seoTitle, seoDescription } = text(project, locale);
        await expectSafe(page, watch, await watch.visit(path), path, { settle: false });
        // Rendered, and literally: the markup is text in the heading, the title (the SEO override),
        // the meta tags, the hero's alt attribute and the JSON-LD.
        expect(await page.locator('h1').textContent()).toBe(title);
        expect(await page.title()).toContain(seoTitle);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', seoDescription);
        expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(`${seoTitle} | Nordlys Studio`);
        expect(await page.locator('main img').first().getAttribute('alt')).toBe(heroAlt);
        expect((await readJsonLd(page)).map((item: { name?: string }) => item.name)).toContain(title);
        await expect(page.getByText(summary, { exact: true }).first()).toBeVisible();
        await expect(page.getByText(client, { exact: true }).first()).toBeVisible();
        await expect(page.getByText(timeline, { exact: true }).first()).toBeVisible();
        await expect(page.locator('figcaption', { hasText: project.caption[locale] })).toHaveText(project.caption[locale]);
        await expect(page.getByText(storyMarker(locale), { exact: true })).toBeVisible();
        await clickPayloadLinks(page);
        await watch.expectNothingRan(`${path}, after clicking the payloads' links`);
      }
    });
  });
}

test('the admin dashboard, the projects list and each edit form show the payloads as text and run none', async ({ page }) => {
  test.setTimeout(300_000);
  await offline(page);
  const watch = await watchForXss(page);
  // The request context of a page shares its cookies: this signs the page in.
  await signInThroughApi(page.request);
  await withPayloadProjects('a', async (projects) => {
    // The dashboard names records (drafts, translations to do) as the server read them.
    const dashboard = await watch.visit('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 20_000 });
    await expectSafe(page, watch, dashboard, '/admin');
    const response = await watch.visit('/admin/projects');
    // The list shows the projects once the browser has fetched them.
    await expect(page.getByRole('heading', { name: 'Projects Management' })).toBeVisible({ timeout: 20_000 });
    for (const project of projects) await expect(page.getByRole('heading', { name: project.texts.title.en, exact: true })).toBeVisible();
    await expectSafe(page, watch, response, '/admin/projects');

    for (const project of projects) {
      await page.getByRole('button', { name: `Actions for ${project.texts.title.en}`, exact: true }).click();
      await page.getByRole('menuitem', { name: `Edit ${project.texts.title.en}`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Project' });
      // The form's editor is a chunk of its own, fetched when the form opens.
      await expect(dialog.getByText(storyMarker('en'), { exact: true })).toBeVisible({ timeout: 15_000 });
      await expect(dialog.getByText(storyMarker('no'), { exact: true })).toBeVisible();
      await expect(dialog.getByLabel('Title *')).toHaveValue(project.texts.title.en);
      await expect(dialog.getByLabel('Title (Norwegian)')).toHaveValue(project.texts.title.no);
      await expectSafe(page, watch, response, `the edit form of ${project.slug}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
});
