import { expect, test } from '@playwright/test';
import { signInWithSavedSession } from '../support/admin-state';
import { bearer } from '../support/admin-http';
import { SECOND_SERVER } from '../support/e2e-servers';
import { readJsonLd } from '../support/json-ld';
import { articleBody } from '../support/xss-article-records';
import { richMarker, type RecordTexts } from '../support/xss-kind';
import { signInOnSecondServer } from './xss-admin';
import { clickPayloadLinks, expectSafe, offline, watchForXss } from './xss-watch';

// Stored XSS in the browser, for the journal: one article with the payloads in every text field
// (tests/support/xss-article-records.ts), stored through the admin API, then each page type that
// renders it opened once in Chromium with the Content-Security-Policy, as stored-xss-projects.spec.ts
// does for projects: nothing may run or be refused by the policy, and the payloads show as text.
// Every payload in every field, in both languages, is checked in jest on the server's HTML
// (tests/api/stored-xss-articles.test.ts) and the admin's components (tests/unit/stored-xss-admin.test.tsx).

const admin = signInOnSecondServer();
const API = '/api/admin/articles';

// In a group, so its afterAll runs before the shared admin API is closed.
test.describe('a payload article', () => {
  test.describe.configure({ mode: 'serial' });
  let article: { id: string; slug: string; texts: RecordTexts } | null = null;

  test.afterAll(async () => {
    if (article) expect([204, 404]).toContain((await admin.api.delete(`${API}/${article.id}`, { headers: bearer(admin.token) })).status());
  });

  test('is stored through every text field', async () => {
    const { body, texts } = articleBody(0, 'e');
    const response = await admin.api.post(API, { headers: bearer(admin.token), data: body });
    expect(response.status(), await response.text()).toBe(201);
    article = { ...((await response.json()) as { id: string; slug: string }), texts };
  });

  for (const locale of ['en', 'no'] as const) {
    const prefix = locale === 'en' ? '' : '/no';

    test(`the ${locale} journal, home page and article page show the payloads as text and run none`, async ({ page }) => {
      test.setTimeout(120_000);
      const { slug, texts } = article!;
      const title = texts.title![locale];
      await offline(page);
      const watch = await watchForXss(page);

      // Published now: it leads the journal and the home page's newest articles.
      await expectSafe(page, watch, await watch.visit(`${prefix}/journal`), `${prefix}/journal`);
      await expect(page.getByRole('link', { name: title, exact: true }).first()).toBeVisible();
      await expect(page.getByText(texts.excerpt![locale], { exact: true }).first()).toBeVisible();
      await expectSafe(page, watch, await watch.visit(prefix || '/'), prefix || '/');
      await expect(page.getByRole('link', { name: title, exact: true }).first()).toBeVisible();

      const path = `${prefix}/journal/${slug}`;
      await expectSafe(page, watch, await watch.visit(path), path, { settle: false });
      expect(await page.locator('h1').textContent()).toBe(title);
      expect(await page.title()).toContain(texts.seo_title![locale]);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', texts.seo_description![locale]);
      expect((await readJsonLd(page)).map((item: { headline?: string }) => item.headline)).toContain(title);
      await expect(page.getByText(texts.author![locale], { exact: true }).first()).toBeVisible();
      const alts = await page.locator('main img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
      expect(alts).toContain(texts.cover_image_alt![locale]);
      await expect(page.getByText(richMarker('body', locale), { exact: true })).toBeVisible();
      await clickPayloadLinks(page);
      await watch.expectNothingRan(`${path}, after clicking the payloads' links`);
    });
  }

  test("the admin's Journal list and the edit form show the payloads as text and run none", async ({ page }) => {
    test.setTimeout(120_000);
    const { texts } = article!;
    await offline(page);
    const watch = await watchForXss(page);
    await signInWithSavedSession(page.context(), SECOND_SERVER);
    const response = await watch.visit('/admin/journal');
    const actions = page.getByRole('button', { name: `Actions for ${texts.title!.en}`, exact: true });
    await expect(actions).toBeVisible({ timeout: 20_000 });
    await expectSafe(page, watch, response, '/admin/journal');
    await actions.click();
    await page.getByRole('menuitem', { name: `Edit ${texts.title!.en}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit article' });
    // The form's editor is a chunk of its own, fetched when the form opens.
    await expect(dialog.getByText(richMarker('body', 'en'), { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(texts.title!.en);
    await expectSafe(page, watch, response, 'the article’s edit form');
  });
});
