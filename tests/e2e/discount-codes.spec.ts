import { expect, test, type Page } from '@playwright/test';
import type { AdminDiscountCode } from '@/lib/shop/discounts/types';
import { bearer } from '../support/admin-http';
import { getProducts } from './shop-mocks';
import { signInOnSecondServer } from './xss-admin';
import { signInWithSavedSession } from '../support/admin-state';
import { SECOND_SERVER } from '../support/e2e-servers';
import { seriousViolations } from './eye/accessibility';
import { hydrated } from '../support/hydration';

// Discount codes end to end (docs/shop.md#discount-codes, docs/behaviour.md#buying): made and paused
// in the admin's section, typed in the product page's buy box in either language, refused there with
// the reason in the page's language, and taken off the demo checkout's amount. On the second server.

const admin = signInOnSecondServer();
const stamp = Date.now().toString(36).toUpperCase();

const CONSENT = {
  en: 'I want the download now, and I understand that I lose my 14-day right of withdrawal once delivery starts.',
  no: 'Jeg vil ha nedlastingen med en gang, og jeg forstår at jeg mister angreretten på 14 dager når leveringen har startet.',
};

async function openBuyBox(page: Page, prefix: '' | '/no') {
  const [product] = await getProducts(page.request);
  await page.goto(`${prefix}/digital-products/${product!.id}`);
  const box = page.locator('#product-buy-box');
  // "Add a code" opens its field only once the buy box has hydrated.
  await expect.poll(() => hydrated(page, '#product-buy-box')).toBe(true);
  await box.getByRole('checkbox', { name: prefix ? CONSENT.no : CONSENT.en }).check();
  return { box, product: product! };
}

test('the admin makes a code and pauses it; the buy box refuses it paused, in Norwegian, then takes 20 % off', async ({ page }) => {
  test.setTimeout(120_000);
  const code = `Fjord-${stamp}`;
  await signInWithSavedSession(page.context(), SECOND_SERVER);
  await page.goto('/admin/discounts');
  await page.getByRole('button', { name: 'New code' }).first().click();
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('spinbutton', { name: 'Percent off' }).fill('20');
  await page.getByRole('spinbutton', { name: 'Number of uses' }).fill('5');
  await page.getByRole('radio', { name: 'An amount off' }).check();
  await expect(page.getByRole('textbox', { name: 'Amount off (USD)' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('radio', { name: 'A percentage off' }).check();
  await page.getByRole('button', { name: 'Create code' }).click();
  const row = page.getByTestId('discount-code-row').filter({ hasText: code });
  await expect(row).toContainText('0 of 5 uses');
  await row.getByRole('button', { name: `Pause ${code}` }).click();
  await expect(row).toContainText('Paused');
  expect(await seriousViolations(page)).toEqual([]);

  const checkouts: unknown[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/payments/checkout') checkouts.push(request.postDataJSON());
  });
  const { box } = await openBuyBox(page, '/no');
  await box.getByRole('button', { name: 'Legg til en kode' }).click();
  const field = box.getByRole('textbox', { name: 'Rabattkode' });
  await expect(field).toBeFocused();
  await field.fill('<b>25 %</b>');
  await box.getByRole('button', { name: 'Kjøp nå' }).click();
  await expect(field).toHaveAccessibleDescription('Vi finner ikke den koden. Sjekk at den er skrevet riktig.');
  expect(checkouts).toEqual([]);

  await field.fill(code.toLowerCase());
  await box.getByRole('button', { name: 'Kjøp nå' }).click();
  await expect(field).toHaveAccessibleDescription('Denne koden kan ikke brukes akkurat nå.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  expect(checkouts).toMatchObject([{ discount_code: code.toLowerCase(), withdrawal_consent: true }]);

  await page.goto('/admin/discounts');
  await row.getByRole('button', { name: `Resume ${code}` }).click();
  await expect(row).toContainText('Active');

  const { box: englishBox, product } = await openBuyBox(page, '');
  await englishBox.getByRole('button', { name: 'Add a code' }).click();
  await englishBox.getByRole('textbox', { name: 'Discount code' }).fill(` ${code} `);
  await englishBox.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_demo_/);
  const discounted = (Math.round(product.price * 100) - Math.floor((Math.round(product.price * 100) * 20 + 50) / 100)) / 100;
  await expect(page.getByRole('button', { name: `Pay $${discounted.toFixed(2)}` })).toBeVisible();

  const [listed] = (
    (await (await admin.api.get('/api/admin/discount-codes', { headers: bearer(admin.token) })).json()) as AdminDiscountCode[]
  ).filter((entry) => entry.code === code);
  expect(listed).toMatchObject({ open_holds: 1, uses: 0, usage_limit: 5 });
});
