import { expect, test } from '@playwright/test';
import type { PageKey } from '../../lib/pages/registry';
import { SECOND_SERVER } from '../support/e2e-servers';
import { signInOnSecondServer } from './xss-admin';
import { draftOf, publishContent, withPayloads } from './xss-pages';
import { clickPayloadLinks, expectSafe, offline, watchForXss } from './xss-watch';
import { savedAdminToken, signInWithSavedSession } from '../support/admin-state';
import { newApiContext } from '../support/api-context';

// Stored XSS through every translated text of the pages the studio edits (xss-watch.ts says what
// counts as running): the contact page, the shop's texts (which every product page shows too), the
// testimonials page and the footer (on every page), published with a payload in each text, then put back. Serial: the
// tests share those pages. The other pages' fields are the same kinds (lib/forms/fields.ts), and
// the admin-pages spec edits them.

const admin = signInOnSecondServer();
test.describe.configure({ mode: 'serial' });

const KEYS: PageKey[] = ['contact', 'shop', 'testimonials', 'footer'];
const originals = new Map<PageKey, Record<string, unknown>>();
const stored = new Map<PageKey, Record<string, unknown>>();

test.beforeAll(async () => {
  for (const key of KEYS) {
    const draft = await draftOf(admin.api, admin.token, key);
    originals.set(key, draft);
    stored.set(key, await publishContent(admin.api, admin.token, key, withPayloads(key, draft, `x${key[0]}`)));
  }
});

// A context of its own: the shared admin API is closed by then (its afterAll runs first).
test.afterAll(async ({ playwright }) => {
  const api = await newApiContext(playwright, { baseURL: SECOND_SERVER });
  const token = savedAdminToken(SECOND_SERVER);
  for (const key of KEYS) if (originals.has(key)) await publishContent(api, token, key, originals.get(key)!);
  await api.dispose();
});

/** The page header's title as stored in `locale` (the text the page's h1 shows). */
const title = (key: PageKey, locale: 'en' | 'no'): string => {
  const header = stored.get(key)!.header as { title: Record<string, string> };
  return header.title[locale]!;
};

for (const locale of ['en', 'no'] as const) {
  const prefix = locale === 'en' ? '' : '/no';
  test(`the ${locale} contact, testimonials, shop and a product page show the page payloads as text and run none`, async ({ page }) => {
    test.setTimeout(180_000);
    await offline(page);
    const watch = await watchForXss(page);
    for (const [path, key] of [
      [`${prefix}/contact`, 'contact'],
      [`${prefix}/testimonials`, 'testimonials'],
      [`${prefix}/digital-products`, 'shop'],
    ] as const) {
      const response = await watch.visit(path);
      expect(await page.locator('h1').textContent()).toBe(title(key, locale));
      await expectSafe(page, watch, response, path, { settle: false });
      await clickPayloadLinks(page);
      await watch.expectNothingRan(`${path}, after clicking the payloads' links`);
    }
    const product = page.locator('main a[href*="/digital-products/"]').first();
    const productPath = new URL((await product.getAttribute('href'))!, 'http://x').pathname;
    const response = await watch.visit(productPath);
    await expectSafe(page, watch, response, productPath, { settle: false });
    await clickPayloadLinks(page);
    await watch.expectNothingRan(`${productPath}, after clicking the payloads' links`);
  });
}

test('the admin page editors show the page payloads as text and run none', async ({ page }) => {
  test.setTimeout(120_000);
  await offline(page);
  const watch = await watchForXss(page);
  await signInWithSavedSession(page.context(), SECOND_SERVER);
  for (const key of KEYS) {
    const response = await watch.visit(`/admin/pages/${key}`);
    await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible({ timeout: 20_000 });
    if (key !== 'footer')
      await expect(page.getByRole('region', { name: 'Header' }).getByLabel('Title', { exact: true })).toHaveValue(title(key, 'en'));
    await expectSafe(page, watch, response, `the ${key} editor`);
  }
});
