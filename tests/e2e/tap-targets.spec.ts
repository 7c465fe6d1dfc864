import { expect } from '@playwright/test';
import { test } from './warm-context';
import { localizedPath } from '@/i18n/paths';
import en from '@/messages/en.json';
import no from '@/messages/no.json';
import { MIN_TARGET_WHERE_IT_COUNTS as THUMB, smallTargets } from './eye/tap-targets';

// The 24 px minimum on every page, and 44 px in the buy box, the checkout and the booking flow as a
// page first shows them, are measured by visitor-eye.spec.ts on the same page loads as its other
// checks. Here the states a visitor opens: the header's menu, the buy box with its code field open
// and the consent ticked, the checkout's business fields, the booking form once a time is chosen
// (issue 47; WCAG's enhanced 2.5.5). A control inside a <label> counts the label's box.

const MESSAGES = { en, no } as const;

test('the header and the open menu are comfortable thumb targets (44 px) @mobile', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  expect(await smallTargets(page, THUMB, 'body > header')).toEqual([]);
});

for (const locale of ['en', 'no'] as const) {
  const t = MESSAGES[locale];
  const prefix = localizedPath('/', locale).replace(/\/$/, '');

  test(`${localizedPath('/digital-products', locale)}/…: the buy box and the checkout are thumb targets (44 px) @mobile`, async ({
    page,
    request,
  }) => {
    const [product] = (await (await request.get('/api/digital-products')).json()) as { id: string }[];
    await page.goto(`${prefix}/digital-products/${product!.id}`);
    // BUY_BOX_ID of components/shop/product-detail.tsx (a server module the spec cannot load).
    const buyBox = '#product-buy-box';
    await expect(page.locator(buyBox)).toBeVisible();
    expect(await smallTargets(page, THUMB, buyBox)).toEqual([]);
    // The code field, opened, and the consent ticked by a tap on its words.
    await page.locator(buyBox).getByRole('button', { name: t.ProductDetail.discount.add }).tap();
    await page.locator(buyBox).getByText(t.ProductDetail.withdrawalConsent).tap();
    await expect(page.locator(buyBox).getByRole('checkbox', { name: t.ProductDetail.withdrawalConsent })).toBeChecked();
    expect(await smallTargets(page, THUMB, buyBox)).toEqual([]);

    await page.locator(buyBox).getByRole('button', { name: t.ProductDetail.buyNow }).tap();
    await page.waitForURL(/\/checkout\//);
    await expect(page.getByTestId('sale-summary')).toBeVisible();
    await page.getByText(t.DemoCheckout.business).tap();
    expect(await smallTargets(page, THUMB, 'main')).toEqual([]);
  });

  test(`${prefix}/book: the calendar, the times and the form are thumb targets (44 px) @mobile`, async ({ page }) => {
    await page.goto(`${prefix}/book`);
    const days = page.getByTestId('booking-calendar').locator('button:not([disabled])');
    await expect(days.first()).toBeVisible();
    expect(await smallTargets(page, THUMB, 'main')).toEqual([]);
    await days.last().tap();
    await page.getByTestId('booking-times').getByRole('button').first().tap();
    await expect(page.getByTestId('spam-check').locator('input[type="checkbox"]')).toBeVisible();
    expect(await smallTargets(page, THUMB, 'main')).toEqual([]);
  });
}
