import { expect, test } from '@playwright/test';
import { readJsonLd } from '../support/json-ld';
import { deleteProjects, storePayloadProjects, storyMarker, type StoredProject, type UrlVerdict } from './xss-projects';
import { signInOnSecondServer } from './xss-admin';
import { clickPayloadLinks, expectSafe, offline, watchForXss } from './xss-watch';
import { signInWithSavedSession } from '../support/admin-state';
import { SECOND_SERVER } from '../support/e2e-servers';

// Stored XSS in the browser: known payloads saved through every text field of a project, then each
// page type that renders them opened once in Chromium with the Content-Security-Policy: it must run
// none of them (no marker call, dialog, navigation or pop-up), the policy must refuse nothing (the
// sanitizer, not only the policy, must have stopped them), no dangerous element or attribute may
// be left, and the payloads must show as text. Every project page and every edit form, in both
// languages, is checked in jest (tests/api/stored-xss-projects.test.ts, tests/unit/stored-xss-admin.test.tsx;
// docs/decisions/stored-xss-in-jest.md). Products: stored-xss-products.spec.ts.

const admin = signInOnSecondServer();

const text = (project: StoredProject, locale: 'en' | 'no') => ({
  title: project.texts.title![locale],
  summary: project.texts.short_description![locale],
  client: project.texts.client_name![locale],
  timeline: project.texts.project_timeline![locale],
  heroAlt: project.texts.hero_image_alt![locale],
  seoTitle: project.texts.seo_title![locale],
  seoDescription: project.texts.seo_description![locale],
  caption: project.texts.image_gallery_caption![locale],
});

// One set of payload projects, which leads the home page (the three newest featured), stored by the
// first test and read by the others in turn.
// In a group, so its afterAll runs before the shared admin API is closed.
test.describe('one set of payload projects', () => {
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

  /** The project whose page the browser opens: one with a URL payload the API kept, if any, so that one renders too. */
  function projectWithKeptUrl(): StoredProject {
    const kept = verdicts.find((verdict) => verdict.status === 200);
    return projects[kept?.project ?? 0]!;
  }

  for (const locale of ['en', 'no'] as const) {
    const prefix = locale === 'en' ? '' : '/no';

    test(`the ${locale} project list, home page and a project page show the payloads as text and run none`, async ({ page }) => {
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

      const project = projectWithKeptUrl();
      const path = `${prefix}/projects/${project.slug}`;
      const { title, summary, client, timeline, heroAlt, seoTitle, seoDescription, caption } = text(project, locale);
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
      await expect(page.locator('figcaption', { hasText: caption })).toHaveText(caption);
      // The story holds every payload: its links are clicked, as a visitor might.
      await expect(page.getByText(storyMarker(locale), { exact: true })).toBeVisible();
      await clickPayloadLinks(page);
      await watch.expectNothingRan(`${path}, after clicking the payloads' links`);
    });
  }

  test('the admin dashboard, the projects list and an edit form show the payloads as text and run none', async ({ page }) => {
    test.setTimeout(120_000);
    await offline(page);
    const watch = await watchForXss(page);
    await signInWithSavedSession(page.context(), SECOND_SERVER);
    // The dashboard names records (drafts, translations to do) as the server read them.
    const dashboard = await watch.visit('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 20_000 });
    await expectSafe(page, watch, dashboard, '/admin');
    const response = await watch.visit('/admin/projects');
    // The list shows the projects once the browser has fetched them.
    await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible({ timeout: 20_000 });
    for (const project of projects) await expect(page.getByRole('heading', { name: project.texts.title!.en, exact: true })).toBeVisible();
    await expectSafe(page, watch, response, '/admin/projects');

    const [project] = projects;
    await page.getByRole('button', { name: `Actions for ${project!.texts.title!.en}`, exact: true }).click();
    await page.getByRole('menuitem', { name: `Edit ${project!.texts.title!.en}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit project' });
    // The form's editor is a chunk of its own, fetched when the form opens.
    await expect(dialog.getByText(storyMarker('en'), { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByText(storyMarker('no'), { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(project!.texts.title!.en);
    await expect(dialog.getByLabel('Title (Norwegian)')).toHaveValue(project!.texts.title!.no);
    await expectSafe(page, watch, response, `the edit form of ${project!.slug}`);
  });
});
