import { expect, type Page } from '@playwright/test';
import { createTranslator } from 'use-intl/core';
import { DEFAULT_LOCALE } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import type { Shape } from '@/lib/forms/fields';
import { pageLabel, pageTitle, type PageTexts } from '@/lib/pages/labels';
import { PAGES, type PageKey } from '@/lib/pages/registry';
import { controlId } from '@/components/admin/form/form-context';
import { adminCatalogueNow } from '../../support/admin-catalogue';
import { publishContent } from '../xss-pages';
import { expectScreenRight } from './screen';
import { adminApi, clickForToast, openSection } from './session';
import { adminTexts } from './texts';
import { textFor } from './values';

// A page's texts in the Pages section: its first text edited in the default language, the draft
// saved and published, and the published text read back; then what the site showed is published
// again through the API. The field is found from the page's description and named by the admin's
// PageFields messages.

type Json = unknown;
const at = (content: Json, path: string) => path.split('.').reduce((value, name) => (value as Record<string, Json>)[name], content);

/** The path of the first translated text of a page's description (`header.eyebrow`), groups walked in order. */
function firstText(shape: Shape, path = ''): string | undefined {
  for (const [name, field] of Object.entries(shape)) {
    const here = path ? `${path}.${name}` : name;
    if (field.kind === 'text') return here;
    if (field.kind === 'group') {
      const inside = firstText(field.fields, here);
      if (inside) return inside;
    }
  }
  return undefined;
}

async function saveAndPublish(page: Page, locale: Locale, title: string) {
  const { t } = adminTexts(locale);
  await clickForToast(page, page.locator('main'), t('AdminPages.saveDraft'), t('AdminPages.saved'));
  await expect(page.getByText(t('AdminPages.unpublished'), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: t('AdminPages.publish'), exact: true }).click();
  const question = page.getByRole('alertdialog', { name: t('AdminPages.confirmPublish', { title }) });
  await clickForToast(page, question, t('AdminPages.publish'), t('AdminPages.published'));
}

export async function pageFlow(page: Page, key: PageKey, locale: Locale, phone: boolean, stamp: string): Promise<void> {
  const texts = adminTexts(locale);
  const pageTexts = createTranslator({
    locale,
    messages: adminCatalogueNow(locale) as never,
    namespace: 'PageFields' as never,
  }) as unknown as PageTexts;
  await openSection(page, texts, `pages/${key}`, 'pages');
  const api = adminApi(page);
  const stored = () => api.get<{ draft: Json; published: Json; translation_status: Json }>(`/api/admin/pages/${key}`);
  const before = await stored();
  await expect(page.getByRole('button', { name: texts.t('AdminPages.saveDraft'), exact: true })).toBeVisible();
  await expectScreenRight(page, locale, phone, `the ${key} page's editor`);

  const path = firstText(PAGES[key].fields)!;
  const input = page.locator(`#${controlId('page', path)}`);
  await expect(input).toHaveAccessibleName(pageLabel(pageTexts, key, path));
  try {
    const edited = textFor(stamp, path.split('.').pop()!);
    await input.fill(edited);
    await saveAndPublish(page, locale, pageTitle(pageTexts, key));
    await expect(page.getByText(texts.t('AdminPages.live'), { exact: true })).toBeVisible();
    const { published } = await api.get<{ published: Json }>(`/api/admin/pages/${key}`);
    expect(at(published, path)).toMatchObject({ [DEFAULT_LOCALE]: edited });
  } finally {
    // What the site showed, published again, and the draft as it was.
    await publishContent(api.request, api.token, key, before.published as Record<string, unknown>);
    if (JSON.stringify(before.draft) !== JSON.stringify(before.published)) await api.put(`/api/admin/pages/${key}`, before.draft);
  }
  // As it was, the translation's status too (its basis is the default-language text, back as it was).
  const after = await stored();
  expect({ draft: after.draft, published: after.published, status: after.translation_status }).toEqual({
    draft: before.draft,
    published: before.published,
    status: before.translation_status,
  });
}
