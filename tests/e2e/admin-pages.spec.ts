import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { SECOND_SERVER } from '../support/e2e-servers';
import { signInWithSavedSession } from '../support/admin-state';
import { axeOn, seriousOf } from './eye/accessibility';

// The Pages section against the real server: texts edited in both languages stay a draft that only
// the admin's preview shows; publishing puts them on the public pages at the next request; restoring
// the version before and publishing brings the old texts back. A Norwegian text left blank is
// missing (its tab, its input, the dashboard) and /no shows the English one; an English text
// changed under its translation makes it outdated until marked checked. On the second server (its own
// database): the specs on the first one read the original texts. The desktop test edits home,
// services and the privacy policy, the phone test about and the terms, so the two never share a page.

const EDITOR_LOAD = { timeout: 20_000 };

async function openEditor(page: Page, key: string) {
  await page.goto(`/admin/pages/${key}`);
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible(EDITOR_LOAD);
}

async function saveDraft(page: Page) {
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
  await expect(page.getByText('No unsaved edits')).toBeVisible();
}

async function publish(page: Page, title: string) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: `Publish ${title}?` }).or(page.getByRole('dialog', { name: `Publish ${title}?` }));
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
}

/** Restores the version published before the newest one (the one on the site) as the draft, then publishes it. */
async function restorePrevious(page: Page, title: string) {
  await page.getByRole('button', { name: 'Versions' }).click();
  const versions = page.getByRole('region', { name: 'Published versions' });
  await versions
    .getByRole('button', { name: /^Restore as draft/ })
    .nth(1)
    .click();
  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(page.getByText('The version is the draft now')).toBeVisible();
  await publish(page, title);
}

type Text = (path: string, locator: (page: Page) => Locator) => Promise<string>;

const test = base.extend<{ visitorText: Text }>({
  // What a visitor sees: a browser without the admin's cookies. One context for the test, whose
  // cache keeps the site's scripts and fonts from the first page on, as a visitor's does (a new
  // context per look paid a cold cache 17 times a test).
  visitorText: async ({ browser }, provide) => {
    const context = await browser.newContext({ baseURL: SECOND_SERVER });
    await provide(async (path, locator) => {
      const visitor = await context.newPage();
      try {
        await visitor.goto(path);
        return (await locator(visitor).textContent())?.trim() ?? '';
      } finally {
        await visitor.close();
      }
    });
    await context.close();
  },
});
test.use({ baseURL: SECOND_SERVER });

const h1 = (page: Page) => page.locator('h1');

/** Opens the draft of `key` in `locale` as the editor's Preview does (draft mode), and returns to the admin after. */
async function preview(page: Page, key: string, locale: string) {
  await page.goto(`/api/admin/preview?page=${key}&locale=${locale}`);
  await expect(
    page.getByRole('status').getByText('Preview — not public').or(page.getByText('Forhåndsvisning — ikke offentlig')),
  ).toBeVisible();
}

test('home headline, a service price and a privacy paragraph: preview, publish, restore (desktop)', async ({ page, visitorText }) => {
  test.setTimeout(180_000);
  await signInWithSavedSession(page.context(), SECOND_SERVER);
  const stamp = Date.now();
  const headline = { en: `Brands that feel like you ${stamp}`, no: `Merkevarer som ligner deg ${stamp}` };
  const paragraph = `We keep your messages for two years ${stamp}.`;
  const [oldHeadline, oldNorwegian] = [await visitorText('/', h1), await visitorText('/no', h1)];

  await openEditor(page, 'home');
  const hero = page.getByRole('region', { name: 'Hero' });
  const norwegianTab = page.getByRole('tab', { name: /^Norwegian/ });
  await expect(norwegianTab).toHaveAccessibleName('Norwegian Up to date');
  await hero.getByLabel('Headline', { exact: true }).fill(headline.en);
  await hero.getByLabel('Headline (Norwegian)').fill(headline.no);
  // Translation status: the Norwegian lead left blank is missing; the English eyebrow changed under
  // its Norwegian one makes that one outdated.
  const lead = await hero.getByLabel('Lead', { exact: true }).inputValue();
  await hero.getByLabel('Lead (Norwegian)').fill('');
  await hero.getByLabel('Eyebrow', { exact: true }).fill(`For founders ${stamp}`);
  await saveDraft(page);
  await expect(norwegianTab).toHaveAccessibleName('Norwegian Missing 1 Outdated 1');
  const norwegian = page.getByRole('tabpanel', { name: /^Norwegian/ });
  await expect(norwegian.getByText('Missing (the site shows English): Hero › Lead')).toBeVisible();
  await expect(norwegian.getByText('Outdated (English changed since): Hero › Eyebrow')).toBeVisible();
  await expect(hero.getByLabel('Lead (Norwegian)')).toHaveAccessibleDescription(/Missing/);
  await expect(hero.getByLabel('Eyebrow (Norwegian)')).toHaveAccessibleDescription(/Outdated/);
  expect(seriousOf((await axeOn(page).analyze()).violations)).toEqual([]);
  // The dashboard lists the page with both, leading to its editor, where the eyebrow is marked checked.
  await page.goto('/admin');
  const todo = page
    .getByRole('list', { name: 'Translations to do' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Home', exact: true }) });
  await expect(todo).toContainText('1 missing: Hero › Lead');
  await expect(todo).toContainText('1 outdated: Hero › Eyebrow');
  await todo.getByRole('link', { name: 'Home', exact: true }).click();
  await norwegian.getByRole('button', { name: 'Mark Norwegian as checked' }).click();
  await expect(page.getByText('Marked as checked')).toBeVisible();
  await expect(norwegianTab).toHaveAccessibleName('Norwegian Missing 1');
  await expect(hero.getByLabel('Eyebrow (Norwegian)')).not.toHaveAccessibleDescription(/Outdated/);

  await openEditor(page, 'services');
  const packages = page.getByRole('region', { name: 'Packages' });
  await packages
    .getByRole('button', { name: /Branding/ })
    .first()
    .click();
  await packages.getByLabel('Price from (USD)').first().fill('2150');
  await packages.getByLabel('Price from (NOK)').first().fill('21450');
  await saveDraft(page);

  await openEditor(page, 'privacy-policy');
  const sections = page.getByRole('region', { name: 'Sections' });
  await sections.getByRole('button', { name: /^Section 1\b/ }).click();
  const body = sections.getByRole('textbox', { name: 'Body', exact: true });
  await body.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(paragraph);
  await saveDraft(page);

  // The drafts, in the admin's preview and in both languages; visitors still see the site as it was.
  await preview(page, 'home', 'en');
  await expect(h1(page)).toHaveText(headline.en);
  await preview(page, 'home', 'no');
  await expect(h1(page)).toHaveText(headline.no);
  await preview(page, 'services', 'en');
  await expect(page.locator('#branding')).toContainText('$2,150');
  await preview(page, 'services', 'no');
  // Kroner on /no, the amount set for them, never the dollars.
  await expect(page.locator('#branding')).toContainText(/21\s450\skr/);
  await preview(page, 'privacy-policy', 'en');
  await expect(page.getByText(paragraph)).toBeVisible();
  expect(await visitorText('/', h1)).toBe(oldHeadline);
  expect(await visitorText('/services', (p) => p.locator('#branding'))).not.toContain('$2,150');
  expect(await visitorText('/privacy-policy', (p) => p.locator('article'))).not.toContain(paragraph);

  for (const [key, title] of [
    ['home', 'Home'],
    ['services', 'Services'],
    ['privacy-policy', 'Privacy policy'],
  ] as const) {
    await openEditor(page, key);
    await publish(page, title);
  }
  expect(await visitorText('/', h1)).toBe(headline.en);
  expect(await visitorText('/no', h1)).toBe(headline.no);
  // The blank Norwegian lead: /no shows the English one.
  expect(await visitorText('/no', (p) => p.locator('main'))).toContain(lead);
  expect(await visitorText('/services', (p) => p.locator('#branding'))).toContain('$2,150');
  expect(await visitorText('/no/services', (p) => p.locator('#branding'))).toMatch(/21\s450\skr/);
  expect(await visitorText('/privacy-policy', (p) => p.locator('article'))).toContain(paragraph);

  for (const [key, title] of [
    ['home', 'Home'],
    ['services', 'Services'],
    ['privacy-policy', 'Privacy policy'],
  ] as const) {
    await openEditor(page, key);
    await restorePrevious(page, title);
  }
  expect(await visitorText('/', h1)).toBe(oldHeadline);
  expect(await visitorText('/no', h1)).toBe(oldNorwegian);
  expect(await visitorText('/services', (p) => p.locator('#branding'))).toContain('$1,999');
  expect(await visitorText('/privacy-policy', (p) => p.locator('article'))).not.toContain(paragraph);
});

test('about title and a terms paragraph at 390 px: preview in both languages, publish, restore (@mobile)', async ({
  page,
  visitorText,
}) => {
  test.setTimeout(180_000);
  await signInWithSavedSession(page.context(), SECOND_SERVER);
  const stamp = Date.now();
  const title = { en: `Design with heart ${stamp}`, no: `Design med hjerte ${stamp}` };
  const paragraph = `Questions about these terms go to the studio ${stamp}.`;
  const oldTitle = await visitorText('/about', h1);

  await openEditor(page, 'about');
  const header = page.getByRole('region', { name: 'Header' });
  await header.getByLabel('Title', { exact: true }).fill(title.en);
  await header.getByLabel('Title (Norwegian)').fill(title.no);
  // The Norwegian lead left blank: missing, and /no/about shows the English one once published.
  const lead = await header.getByLabel('Lead', { exact: true }).inputValue();
  await header.getByLabel('Lead (Norwegian)').fill('');
  await saveDraft(page);
  await expect(page.getByRole('tab', { name: /^Norwegian/ })).toHaveAccessibleName('Norwegian Missing 1');
  await expect(header.getByLabel('Lead (Norwegian)')).toHaveAccessibleDescription(/Missing/);
  expect(seriousOf((await axeOn(page).analyze()).violations)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await openEditor(page, 'terms-of-service');
  const sections = page.getByRole('region', { name: 'Sections' });
  await sections.getByRole('button', { name: /^Section 1\b/ }).click();
  await sections.getByRole('textbox', { name: 'Body', exact: true }).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(paragraph);
  await saveDraft(page);

  await preview(page, 'about', 'en');
  await expect(h1(page)).toHaveText(title.en);
  await preview(page, 'about', 'no');
  await expect(h1(page)).toHaveText(title.no);
  await preview(page, 'terms-of-service', 'en');
  await expect(page.getByText(paragraph)).toBeVisible();
  expect(await visitorText('/about', h1)).toBe(oldTitle);

  await openEditor(page, 'about');
  await publish(page, 'About');
  await openEditor(page, 'terms-of-service');
  await publish(page, 'Terms of service');
  expect(await visitorText('/about', h1)).toBe(title.en);
  expect(await visitorText('/no/about', h1)).toBe(title.no);
  expect(await visitorText('/no/about', (p) => p.locator('main'))).toContain(lead);
  expect(await visitorText('/terms-of-service', (p) => p.locator('article'))).toContain(paragraph);

  await openEditor(page, 'about');
  await restorePrevious(page, 'About');
  await openEditor(page, 'terms-of-service');
  await restorePrevious(page, 'Terms of service');
  expect(await visitorText('/about', h1)).toBe(oldTitle);
  expect(await visitorText('/terms-of-service', (p) => p.locator('article'))).not.toContain(paragraph);
});
