import { expect, test, type APIRequestContext } from '@playwright/test';
import type { SellerSettings } from '@/lib/shop/seller/types';
import { bearer } from '../support/admin-http';
import { SECOND_SERVER } from '../support/e2e-servers';
import { MARKUP_PAYLOADS } from '../support/xss-payloads';
import { expectSafe, offline, watchForXss } from './xss-watch';
import { savedAdminToken, signInWithSavedSession } from '../support/admin-state';
import { newApiContext } from '../support/api-context';

// The seller's details (docs/shop.md#seller), entered in the admin's Settings full of the well-known
// payloads: the form refuses a wrong organisation number at its field, saves the rest, and the
// footer's small print, the terms page (both languages) and the form show it all as text at the
// next request, running none of it (xss-watch.ts). On the second e2e server; the seller is put back.

test.use({ baseURL: SECOND_SERVER });

const stamp = `x${Date.now().toString(36)}`;
const NAME = `"><img src=x onerror=__xss('seller-name')> ${stamp}`;
/** Every payload, one a line, as far as the address's 300 characters hold them. */
let ADDRESS = stamp;
for (const { text } of MARKUP_PAYLOADS) if (ADDRESS.length + text.length + 1 <= 300) ADDRESS += `\n${text}`;

let api: APIRequestContext;
let token: string;
let saved: SellerSettings;

test.beforeAll(async ({ playwright }) => {
  api = await newApiContext(playwright, { baseURL: SECOND_SERVER });
  token = savedAdminToken(SECOND_SERVER);
  saved = (await (await api.get('/api/admin/seller-settings', { headers: bearer(token) })).json()) as SellerSettings;
});

test.afterAll(async () => {
  if (token && saved) await api.put('/api/admin/seller-settings', { data: saved, headers: bearer(token) });
  await api?.dispose();
});

test('seller details full of XSS payloads, saved in Settings, show as text in the footer and the terms, and run none', async ({ page }) => {
  test.setTimeout(120_000);
  await offline(page);
  const watch = await watchForXss(page);
  await signInWithSavedSession(page.context(), SECOND_SERVER);

  const settings = await watch.visit('/admin/settings');
  const number = page.getByRole('textbox', { name: 'Organisation number' });
  await expect(number).toHaveValue(saved.organisation_number);
  await number.fill('923 609 017');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(number).toHaveAccessibleDescription(/check digit matches/);
  await expect(page.getByRole('alert').filter({ hasText: 'Organisation number: Nine digits' })).toBeVisible();

  await number.fill('923 609 016');
  await page.getByRole('textbox', { name: 'Legal name' }).fill(NAME);
  await page.getByRole('textbox', { name: 'Address' }).fill(ADDRESS);
  await page.getByRole('checkbox', { name: 'Registered for VAT' }).check();
  const preview = page.getByRole('region', { name: 'How it reads on receipts' });
  await expect(preview).toContainText('Org. no. 923 609 016 MVA');
  await expect(preview).toContainText('Org.nr. 923 609 016 MVA');
  await expect(preview).toContainText(NAME);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await expectSafe(page, watch, settings, '/admin/settings');

  const home = await watch.visit('/');
  const smallPrint = page.getByTestId('seller-small-print');
  await expect(smallPrint).toContainText(`${NAME} · Org. no. 923 609 016 MVA · ${stamp}, `);
  await expectSafe(page, watch, home, 'the footer');

  for (const [path, heading, line] of [
    ['/terms-of-service', 'Seller', 'Org. no. 923 609 016 MVA'],
    ['/no/terms-of-service', 'Selger', 'Org.nr. 923 609 016 MVA'],
  ] as const) {
    const terms = await watch.visit(path);
    const section = page.getByRole('region', { name: new RegExp(`\\d+\\. ${heading}$`) });
    await expect(section).toContainText(NAME);
    await expect(section).toContainText(line);
    await expect(section).toContainText(ADDRESS.split('\n').at(-1)!);
    await expect(section.getByRole('link', { name: saved.support_email })).toHaveAttribute('href', `mailto:${saved.support_email}`);
    await expectSafe(page, watch, terms, path);
  }
});
