import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEFAULT_LOCALE, TRANSLATION_LOCALES } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { bearer } from '../../support/admin-http';
import { fillNeeded, idOf, setField, setTranslation, translatedAmong, type DescribedForm } from './fill';
import type { RecordSection } from './record-sections';
import { expectScreenRight } from './screen';
import { clickForToast, openSection } from './session';
import { adminTexts, escapeRegExp, type AdminTexts } from './texts';

// A record's life in its section, in one admin language at one width: created from what its
// description needs (unpublished where the kind has a state), renamed, translated in each
// translation language's tab (whose status then counts one missing text less) and published, and
// deleted from its row after the confirmation. The list and the form are checked (./screen.ts),
// the form once it shows the record's translation status, and every toast and control is found by
// that language's words.

const rowOf = (page: Page, name: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

const formIn = (root: Locator, section: RecordSection, texts: AdminTexts): DescribedForm => ({
  root,
  description: section.description,
  idPrefix: `${section.section}-field`,
  namespace: section.form,
  texts,
});

/** Edit or Delete, from the row's menu where the section has one, else the row's own button. */
async function rowAction(page: Page, section: RecordSection, texts: AdminTexts, name: string, action: 'edit' | 'delete') {
  const value = { [section.list.arg]: name };
  const label = texts.t(section.list[action], value);
  const row = rowOf(page, name);
  if (!section.list.menu) return row.getByRole('button', { name: label, exact: true }).click();
  await row.getByRole('button', { name: texts.t(section.list.menu, value), exact: true }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

/** `listed`: the record's name in the list; `name`: its default-language value in the form. */
async function openEdit(page: Page, section: RecordSection, texts: AdminTexts, listed: string, name = listed): Promise<Locator> {
  await rowAction(page, section, texts, listed, 'edit');
  const dialog = page.getByRole('dialog', { name: texts.t(`${section.form}.editTitle`) });
  await expect(dialog.locator(`#${idOf(formIn(dialog, section, texts), section.nameField)}`)).toHaveValue(name);
  return dialog;
}

async function save(page: Page, dialog: Locator, section: RecordSection, texts: AdminTexts, creating: boolean) {
  const [button, toast] = creating ? ['create', 'created'] : ['update', 'updated'];
  await clickForToast(page, dialog, texts.t(`${section.form}.${button}`), texts.t(`${section.form}.${toast}`));
  await expect(dialog).toBeHidden();
}

/** A translation language's tab as it names itself: the language, then how many texts are missing. */
function tabOf(dialog: Locator, texts: AdminTexts, locale: Locale) {
  return dialog.getByRole('tab', { name: new RegExp(`^${escapeRegExp(texts.languageLabel(locale))}`) });
}
const tabStatus = (texts: AdminTexts, locale: Locale, missing: number) => {
  const status = missing > 0 ? texts.t('AdminTranslations.missingCount', { count: missing }) : texts.t('AdminTranslations.upToDate');
  return new RegExp(`^${escapeRegExp(texts.languageLabel(locale))}\\s*${escapeRegExp(status)}$`);
};

export async function recordFlow(page: Page, section: RecordSection, locale: Locale, phone: boolean, stamp: string): Promise<void> {
  const texts = adminTexts(locale);
  const { t } = texts;
  const where = (what: string) => `the ${section.section} ${what}`;
  await openSection(page, texts, section.path ?? section.section);
  const add = page.getByRole('button', { name: t(section.list.add), exact: true }).first();
  await expect(add).toBeVisible();
  await expectScreenRight(page, locale, phone, where('list'));

  await add.click();
  const creating = page.getByRole('dialog', { name: t(`${section.form}.createTitle`) });
  const typed = await fillNeeded(formIn(creating, section, texts), { stamp, values: section.values, widgets: section.widgets });
  const { publish } = section;
  if (publish) await setField(formIn(creating, section, texts), publish.field, publish.hidden);
  await save(page, creating, section, texts, true);
  let name = typed[section.nameField]!;
  await expect(rowOf(page, name)).toBeVisible();
  if (publish) await expect(rowOf(page, name).getByText(t(publish.tag), { exact: true })).toBeVisible();

  // Edited, translated and published in one save: the field that names the record (the list shows
  // the edit), the first text of a line in each translation language's tab (every default-language
  // text typed is missing in the other languages until then), and the state where the kind has one.
  const form = formIn(page.locator('body'), section, texts);
  const missing = translatedAmong(form, Object.keys(typed)).length;
  const translated = translatedAmong(form, Object.keys(typed)).find((field) => section.description.fields[field]!.kind === 'text')!;
  let dialog = await openEdit(page, section, texts, name);
  name = `${name} 2`;
  await setField(formIn(dialog, section, texts), section.nameField, name);
  for (const other of TRANSLATION_LOCALES) {
    await expect(tabOf(dialog, texts, other)).toHaveAccessibleName(tabStatus(texts, other, missing));
    await tabOf(dialog, texts, other).click();
    await setTranslation(formIn(dialog, section, texts), translated, other, `${stamp} ${other}`);
  }
  if (publish) await setField(formIn(dialog, section, texts), publish.field, publish.shown);
  await save(page, dialog, section, texts, false);
  // The list names a record in the admin's language where it has a text in it (its translation).
  const listed =
    translated === section.nameField && (TRANSLATION_LOCALES as readonly string[]).includes(locale) ? `${stamp} ${locale}` : name;
  await expect(rowOf(page, listed)).toBeVisible();
  if (publish) await expect(rowOf(page, listed).getByText(t(publish.tag), { exact: true })).toHaveCount(0);

  // The form counts one missing text less.
  dialog = await openEdit(page, section, texts, listed, name);
  for (const other of TRANSLATION_LOCALES)
    await expect(tabOf(dialog, texts, other)).toHaveAccessibleName(tabStatus(texts, other, missing - 1));
  await expectScreenRight(page, locale, phone, where('form'));
  await dialog.getByRole('button', { name: t('AdminForm.cancel'), exact: true }).click();
  await expect(dialog).toBeHidden();

  // Deleted from its row, after the question.
  await rowAction(page, section, texts, listed, 'delete');
  const question = page.getByRole('alertdialog', { name: t(section.list.confirm, { [section.list.arg]: listed }) });
  const confirm = t('AdminShell.confirmDelete');
  if (section.list.deleted) await clickForToast(page, question, confirm, t(section.list.deleted));
  else await question.getByRole('button', { name: confirm, exact: true }).click();
  await expect(rowOf(page, listed)).toHaveCount(0);
}

/** Deletes what a flow that failed midway left of its records: those whose name holds its stamp. */
export async function removeLeftovers(api: APIRequestContext, token: string, section: RecordSection, stamp: string): Promise<void> {
  const records = (await (await api.get(section.api.list, { headers: bearer(token) })).json()) as Record<string, unknown>[];
  for (const record of records) {
    const name = record[section.nameField];
    const text = typeof name === 'string' ? name : (name as Record<string, string> | null)?.[DEFAULT_LOCALE];
    if (text?.includes(stamp)) expect((await api.delete(`${section.api.item}/${record.id}`, { headers: bearer(token) })).ok()).toBe(true);
  }
}
