import { expect, test } from '@playwright/test';
import type { AdminDiscountCode } from '@/lib/shop/discounts/types';
import { bearer } from '../support/admin-http';
import { MARKUP_PAYLOADS } from '../support/xss-payloads';
import { signInOnSecondServer } from './xss-admin';
import { expectSafe, offline, watchForXss } from './xss-watch';
import { signInWithSavedSession } from '../support/admin-state';
import { SECOND_SERVER } from '../support/e2e-servers';

// Discount codes (docs/shop.md#discount-codes) are shown in the admin's list and on the buyer's
// checkout and receipt. No markup can be stored in one: a code is 3-40 letters, digits, - and _,
// checked by the server's schema, so every payload is refused with a 400 naming the field, by the
// API and by the admin's form; what the list shows is a code of that alphabet, printed as text.

const admin = signInOnSecondServer();
const stamp = Date.now().toString(36).toUpperCase();

test('every XSS payload as a discount code is refused with a 400, by the API and the admin form, and the list runs nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const { name, text } of MARKUP_PAYLOADS) {
    const refused = await admin.api.post('/api/admin/discount-codes', {
      data: { code: text, kind: 'percent', percent_off: 10 },
      headers: bearer(admin.token),
    });
    expect(refused.status(), name).toBe(400);
    expect(((await refused.json()) as { detail: string }).detail, name).toMatch(/^code: /);
  }
  const listed = (await (await admin.api.get('/api/admin/discount-codes', { headers: bearer(admin.token) })).json()) as AdminDiscountCode[];
  expect(listed.filter((code) => !/^[A-Za-z0-9_-]+$/.test(code.code))).toEqual([]);

  await offline(page);
  const watch = await watchForXss(page);
  await signInWithSavedSession(page.context(), SECOND_SERVER);
  const response = await watch.visit('/admin/discounts');
  await page.getByRole('button', { name: 'New code' }).first().click();
  const code = page.getByRole('textbox', { name: 'Code' });
  await code.fill(`<img src=x onerror=__xss('discount-form')>`);
  await page.getByRole('spinbutton', { name: 'Percent off' }).fill('20');
  await page.getByRole('button', { name: 'Create code' }).click();
  await expect(code).toHaveAccessibleDescription(/Use 3 to 40 letters, digits, - or _\./);

  await code.fill(`Xss-Safe-${stamp}`);
  await page.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByText(`Code Xss-Safe-${stamp} created`)).toBeVisible();
  const row = page.getByTestId('discount-code-row').filter({ hasText: `Xss-Safe-${stamp}` });
  await expect(row).toContainText('20 % off · All products');
  await expectSafe(page, watch, response, '/admin/discounts');
});
