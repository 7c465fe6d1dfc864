import { expect, type Locator, type Page } from '@playwright/test';
import type { Locale } from '@/i18n/routing';
import type { AnyRecordDescription } from '@/lib/forms/record';
import { discountDescription } from '@/lib/shop/discounts/fields';
import { sellerDescription } from '@/lib/shop/seller/fields';
import { fillNeeded, idOf, setField, type DescribedForm } from './fill';
import { expectScreenRight } from './screen';
import { adminApi, clickForToast, openSection } from './session';
import { adminTexts, type AdminTexts } from './texts';
import { textFor } from './values';

// The forms that are no dialog: a new discount code (created, paused, resumed), the seller's
// settings (one field edited and saved) and the booking availability (one rule changed and saved),
// each read back from the API. The settings are saved whole and shared by every spec on the
// server: each flow puts back what it found, under a lock (tests/support/worker-lock.ts) the spec
// takes around it.

const formOf = (root: Locator, description: AnyRecordDescription, idPrefix: string, namespace: string, texts: AdminTexts) =>
  ({ root, description, idPrefix, namespace, texts }) satisfies DescribedForm;

export async function discountFlow(page: Page, locale: Locale, phone: boolean, stamp: string): Promise<void> {
  const texts = adminTexts(locale);
  const t = (key: string, values?: Record<string, string>) => texts.t(`AdminDiscounts.${key}`, values);
  await openSection(page, texts, 'discounts');
  await expectScreenRight(page, locale, phone, 'the discount codes list');
  // The header's button (the empty state repeats it).
  await page
    .getByRole('button', { name: t('add'), exact: true })
    .first()
    .click();
  const root = page.locator('#discount-form');
  const { code } = await fillNeeded(formOf(root, discountDescription, 'discount', 'AdminDiscounts.form', texts), { stamp });
  await expectScreenRight(page, locale, phone, 'the new discount code form');
  await clickForToast(page, root, t('form.create'), t('form.created', { code: code! }));
  const row = page.getByTestId('discount-code-row').filter({ has: page.getByRole('heading', { name: code!, exact: true }) });
  await expect(row).toContainText(t('list.active'));
  await clickForToast(page, row, t('list.pause', { code: code! }), t('list.pausedToast', { code: code! }));
  await expect(row).toContainText(t('list.paused'));
  await clickForToast(page, row, t('list.resume', { code: code! }), t('list.resumedToast', { code: code! }));
  await expect(row).toContainText(t('list.active'));
  // Codes are not deleted (the API has no DELETE): this one is left paused, of no use to a buyer.
  await clickForToast(page, row, t('list.pause', { code: code! }), t('list.pausedToast', { code: code! }));
}

/** The first needed text without a format: a seller's legal name. */
const firstPlainText = (description: AnyRecordDescription) =>
  Object.entries(description.fields).find(([, field]) => field.kind === 'plain' && !field.format && !field.optional)![0];

const SELLER_API = '/api/admin/seller-settings';

export async function sellerFlow(page: Page, locale: Locale, phone: boolean, stamp: string): Promise<void> {
  const texts = adminTexts(locale);
  const t = (key: string) => texts.t(`AdminSettings.seller.${key}`);
  await openSection(page, texts, 'settings');
  const api = adminApi(page);
  const before = await api.get<Record<string, unknown>>(SELLER_API);
  const form = formOf(page.locator('#seller-form'), sellerDescription, 'seller', 'AdminSettings.seller', texts);
  const name = firstPlainText(sellerDescription);
  await expect(form.root.locator(`#${idOf(form, name)}`)).toHaveValue(String(before[name]));
  await expectScreenRight(page, locale, phone, 'the settings form');
  try {
    const edited = textFor(stamp, name);
    await setField(form, name, edited);
    await expect(page.getByRole('region', { name: t('previewHeading') })).toContainText(edited);
    await clickForToast(page, form.root, t('save'), t('saved'));
    expect((await api.get<Record<string, unknown>>(SELLER_API))[name]).toBe(edited);
  } finally {
    await api.put(SELLER_API, before);
  }
  expect(await api.get(SELLER_API)).toEqual(before);
}

/**
 * The rule changed, by its described label and its name in the API: the meeting link or place,
 * which no spec reads back, where a number would move the times other specs book.
 */
const RULE = { label: 'AdminBookings.settings.fields.meeting_location', field: 'meeting_location' };
const AVAILABILITY_API = '/api/admin/booking-settings';

export async function availabilityFlow(page: Page, locale: Locale, phone: boolean, stamp: string): Promise<void> {
  const texts = adminTexts(locale);
  const t = (key: string) => texts.t(`AdminBookings.${key}`);
  await openSection(page, texts, 'bookings');
  const api = adminApi(page);
  const before = await api.get<Record<string, unknown>>(AVAILABILITY_API);
  await page.getByRole('button', { name: t('views.availability'), exact: true }).click();
  const form = page.getByRole('form', { name: t('settings.heading') });
  // Optional, so its label says so (AdminForm.optional).
  const rule = form.getByLabel(texts.t('AdminForm.optional', { label: texts.t(RULE.label) }), { exact: true });
  await expect(rule).toHaveValue(String(before[RULE.field]));
  await expectScreenRight(page, locale, phone, 'the availability form');
  try {
    const edited = `${before[RULE.field]} ${stamp}`.trim();
    await rule.fill(edited);
    await clickForToast(page, form, t('settings.save'), t('settings.saved'));
    expect((await api.get<Record<string, unknown>>(AVAILABILITY_API))[RULE.field]).toBe(edited);
  } finally {
    await api.put(AVAILABILITY_API, before);
  }
  expect(await api.get(AVAILABILITY_API)).toEqual(before);
}
