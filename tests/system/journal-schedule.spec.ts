import { devices, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ADMIN_LOCALE_COOKIE } from '@/i18n/admin-locale';
import type { Locale } from '@/i18n/routing';
import { articleDescription } from '@/lib/journal/fields';
import { signInThroughApi } from '../support/admin-http';
import { startServer, systemPort, type ServerProcess } from '../support/server-process';
import { fillNeeded, idOf, setField, setTranslation, type DescribedForm } from '../e2e/flows/fill';
import { clickForToast, openSection } from '../e2e/flows/session';
import { adminTexts } from '../e2e/flows/texts';
import { keepToasts } from '../e2e/flows/toasts';

// The journal's publishing as the studio does it, at 1280 px with the admin in English and at
// 390 px in Norwegian: an article written in both languages and previewed in each while a draft,
// scheduled two minutes ahead, seen in both languages' journals once its time has come (nobody
// opens the admin meanwhile), then renamed: its old address answers a permanent redirect to the new
// one. A system spec, not a browser one: it mostly waits for the time to come, which here costs a
// little of jest's CPU beside it instead of a browser worker for three minutes per width (both
// widths wait at once). On a server of its own, so no other spec counts its articles.

const RUN = Date.now().toString(36);
const WIDTHS = [
  { name: '1280 px', device: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }, locale: 'en' },
  { name: '390 px', device: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, locale: 'no' },
] as const satisfies readonly { name: string; device: object; locale: Locale }[];

// Two minutes of waiting for the scheduled time, on top of the two widths' work (the hook that
// starts the server has the project's timeout, playwright.config.ts).
test.setTimeout(420_000);

let server: ServerProcess;
let studio: Awaited<ReturnType<BrowserContext['storageState']>>;

test.beforeAll(async ({ playwright }) => {
  server = await startServer({ port: systemPort(7) });
  const request = await playwright.request.newContext({ baseURL: server.origin });
  await signInThroughApi(request);
  studio = await request.storageState();
  await request.dispose();
});

test.afterAll(async () => {
  await server?.dispose();
});

/** "2026-12-01T09:14" for the browser's time zone, the first whole minute at least `ms` ahead. */
async function localMinuteAhead(page: Page, ms: number): Promise<{ input: string; at: number }> {
  return page.evaluate((ahead) => {
    const at = Math.ceil((Date.now() + ahead) / 60_000) * 60_000;
    const date = new Date(at);
    return { input: new Date(at - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16), at };
  }, ms);
}

async function studioContext(browser: Browser, device: object, locale: Locale): Promise<BrowserContext> {
  const context = await browser.newContext({ ...device, baseURL: server.origin, storageState: studio });
  await context.addCookies([{ name: ADMIN_LOCALE_COOKIE, value: locale, url: new URL('/admin', server.origin).href }]);
  await keepToasts(context);
  return context;
}

/** One width's flow, from writing the article to following its old address. */
async function publishAndRename(context: BrowserContext, locale: Locale): Promise<void> {
  const page = await context.newPage();
  const texts = adminTexts(locale);
  const stamp = `Journal ${RUN} ${locale}`;
  const slug = `journal-${RUN}-${locale}`;
  // The list names an article in the admin's language.
  const listed = locale === 'no' ? `${stamp} tittel` : `${stamp} title`;
  const openEditor = async () => {
    await page.getByRole('button', { name: texts.t('AdminJournal.actionsLabel', { title: listed }) }).click();
    await page.getByRole('menuitem', { name: texts.t('AdminJournal.editLabel', { title: listed }) }).click();
    return page.getByRole('dialog', { name: texts.t('ArticleForm.editTitle') });
  };

  await openSection(page, texts, 'journal');
  await page
    .getByRole('button', { name: texts.t('AdminJournal.add'), exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: texts.t('ArticleForm.createTitle') });
  const form: DescribedForm = {
    root: dialog,
    description: articleDescription,
    idPrefix: 'articles-field',
    namespace: 'ArticleForm',
    texts,
  };
  await fillNeeded(form, { stamp, values: { title: `${stamp} title`, author: 'Silje Haugland' } });
  // The slug follows the title until it is typed by hand.
  await setField(form, 'slug', slug);
  await setField(form, 'status', 'draft');
  await dialog.getByRole('tab', { name: new RegExp(`^${texts.languageLabel('no')}`) }).click();
  await setTranslation(form, 'title', 'no', `${stamp} tittel`);
  await setTranslation(form, 'excerpt', 'no', `${stamp} ingress`);
  await dialog.locator(`[aria-labelledby="${idOf(form, 'body.no')}-label"]`).fill(`${stamp} tekst på norsk`);
  await clickForToast(page, dialog, texts.t('ArticleForm.create'), texts.t('ArticleForm.created'));

  // A draft: no page for readers, its preview for the admin in both languages.
  const site = await context.newPage();
  expect((await site.goto(`/journal/${slug}`))!.status()).toBe(404);
  for (const [language, title] of [
    ['en', `${stamp} title`],
    ['no', `${stamp} tittel`],
  ] as const) {
    await site.goto(`/api/admin/preview?article=${slug}&locale=${language}`);
    await expect(site.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(site.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  }
  await context.clearCookies({ name: '__prerender_bypass' });

  // Scheduled two minutes ahead: still no page, then in both journals by itself.
  const { input, at } = await localMinuteAhead(page, 120_000);
  const scheduling = await openEditor();
  await setField({ ...form, root: scheduling }, 'status', 'published');
  await setField({ ...form, root: scheduling }, 'published_at', input);
  await clickForToast(page, scheduling, texts.t('ArticleForm.update'), texts.t('ArticleForm.updated'));
  // Its own row: the other width's article is scheduled in the same list.
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: texts.t('AdminJournal.actionsLabel', { title: listed }) }) });
  await expect(row.getByText(texts.t('AdminJournal.tags.scheduled'), { exact: true })).toBeVisible();
  await page.goto('about:blank');
  expect((await site.goto(`/journal/${slug}`))!.status()).toBe(404);
  await site.goto('/journal');
  await expect(site.getByText(`${stamp} title`)).toHaveCount(0);
  await expect(async () => {
    await site.goto('/journal');
    await expect(site.getByRole('link', { name: `${stamp} title` })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: at - Date.now() + 60_000, intervals: [5_000] });
  expect(Date.now()).toBeGreaterThanOrEqual(at);
  await site.goto('/no/journal');
  await expect(site.getByRole('link', { name: `${stamp} tittel` })).toBeVisible();

  // Renamed: the old address answers 308 to the new one, in both languages.
  await openSection(page, texts, 'journal');
  const renaming = await openEditor();
  await setField({ ...form, root: renaming }, 'slug', `${slug}-renamed`);
  await clickForToast(page, renaming, texts.t('ArticleForm.update'), texts.t('ArticleForm.updated'));
  for (const prefix of ['', '/no']) {
    const old = await site.request.get(`${prefix}/journal/${slug}`, { maxRedirects: 0 });
    expect(old.status()).toBe(308);
    expect(old.headers().location).toBe(`${prefix}/journal/${slug}-renamed`);
    await site.goto(`${prefix}/journal/${slug}`);
    expect(new URL(site.url()).pathname).toBe(`${prefix}/journal/${slug}-renamed`);
    await expect(site.getByRole('heading', { level: 1 })).toHaveText(prefix ? `${stamp} tittel` : `${stamp} title`);
  }
}

test('an article written, previewed, scheduled and renamed, at 1280 px in English and 390 px in Norwegian at once', async ({ browser }) => {
  const contexts = await Promise.all(WIDTHS.map(({ device, locale }) => studioContext(browser, device, locale)));
  try {
    await Promise.all(
      WIDTHS.map(({ name, locale }, index) => test.step(`${name}, admin in ${locale}`, () => publishAndRename(contexts[index]!, locale))),
    );
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});
