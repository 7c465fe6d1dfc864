import type { Locale } from '@/i18n/routing';
import { articleDescription } from '@/lib/journal/fields';
import { bearer } from '../support/admin-http';
import { savedAdminToken } from '../support/admin-state';
import { SECOND_SERVER } from '../support/e2e-servers';
import { expect, test } from './flows/admin-context';
import { fillNeeded, idOf, setField, setTranslation, type DescribedForm } from './flows/fill';
import { clickForToast, openSection } from './flows/session';
import { adminTexts } from './flows/texts';

// The journal's publishing as the studio does it, at 1280 px with the admin in English and at
// 390 px in Norwegian: an article written in both languages and previewed in each while a draft,
// scheduled two minutes ahead, seen in both languages' journals once its time has come (nobody
// opens the admin meanwhile), then renamed: its old address answers a permanent redirect to the new
// one. On the second server: the first one's specs count exactly the demo articles.

const RUN = Date.now().toString(36);
const API = '/api/admin/articles';

/** "2026-12-01T09:14" for the browser's time zone, the first whole minute at least `ms` ahead. */
async function localMinuteAhead(page: import('@playwright/test').Page, ms: number): Promise<{ input: string; at: number }> {
  return page.evaluate((ahead) => {
    const at = Math.ceil((Date.now() + ahead) / 60_000) * 60_000;
    const date = new Date(at);
    return { input: new Date(at - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16), at };
  }, ms);
}

for (const [phone, locale] of [
  [false, 'en'],
  [true, 'no'],
] as const satisfies readonly (readonly [boolean, Locale])[]) {
  const tag = phone ? ' @mobile' : '';
  const stamp = `Journal ${RUN} ${locale}`;
  const slug = `journal-${RUN}-${locale}`;

  test(`an article written, previewed, scheduled and renamed in ${locale}${tag}`, async ({ adminPage }) => {
    test.setTimeout(300_000);
    const page = await adminPage(SECOND_SERVER, locale);
    const texts = adminTexts(locale);
    // The list names an article in the admin's language.
    const listed = locale === 'no' ? `${stamp} tittel` : `${stamp} title`;
    try {
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
      const site = await page.context().newPage();
      expect((await site.goto(`/journal/${slug}`))!.status()).toBe(404);
      for (const [language, title] of [
        ['en', `${stamp} title`],
        ['no', `${stamp} tittel`],
      ] as const) {
        await site.goto(`/api/admin/preview?article=${slug}&locale=${language}`);
        await expect(site.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(site.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      }
      await site.context().clearCookies({ name: '__prerender_bypass' });

      // Scheduled two minutes ahead: still no page, then in both journals by itself.
      const { input, at } = await localMinuteAhead(page, 120_000);
      await page.getByRole('button', { name: texts.t('AdminJournal.actionsLabel', { title: listed }) }).click();
      await page.getByRole('menuitem', { name: texts.t('AdminJournal.editLabel', { title: listed }) }).click();
      const editing = page.getByRole('dialog', { name: texts.t('ArticleForm.editTitle') });
      const edit = { ...form, root: editing };
      await setField(edit, 'status', 'published');
      await setField(edit, 'published_at', input);
      await clickForToast(page, editing, texts.t('ArticleForm.update'), texts.t('ArticleForm.updated'));
      await expect(page.getByText(texts.t('AdminJournal.tags.scheduled'), { exact: true })).toBeVisible();
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
      await page.getByRole('button', { name: texts.t('AdminJournal.actionsLabel', { title: listed }) }).click();
      await page.getByRole('menuitem', { name: texts.t('AdminJournal.editLabel', { title: listed }) }).click();
      const renaming = page.getByRole('dialog', { name: texts.t('ArticleForm.editTitle') });
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
    } finally {
      const api = page.request;
      const listed = (await (await api.get(API, { headers: bearer(savedAdminToken(SECOND_SERVER)) })).json()) as {
        id: string;
        slug: string;
      }[];
      for (const article of listed.filter((item) => item.slug.startsWith(slug)))
        await api.delete(`${API}/${article.id}`, { headers: bearer(savedAdminToken(SECOND_SERVER)) });
    }
  });
}
