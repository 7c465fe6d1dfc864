import { expect, test } from '@playwright/test';
import { buyProducts, contentsLine, deactivateProducts, deleteProducts, storePayloadProducts, type StoredProduct } from './xss-products';
import { signInOnSecondServer } from './xss-admin';
import { SECOND_SERVER } from '../support/e2e-servers';
import { clickPayloadLinks, expectSafe, offline, watchForXss } from './xss-watch';
import { signInWithSavedSession } from '../support/admin-state';

// Stored XSS in the browser through every product text field (xss-watch.ts says what counts as
// running): one set of payload products, stored by the first test, and each page type that shows
// them opened once with the Content-Security-Policy: the shop and a product page in both languages,
// the admin's list and an edit form, the orders screen. Every product page and every edit form is
// checked in jest (tests/api/stored-xss-products.test.ts, tests/unit/stored-xss-admin.test.tsx;
// docs/decisions/stored-xss-in-jest.md).

const admin = signInOnSecondServer();

test.describe('the shop, a product page and the admin products screen', () => {
  test.describe.configure({ mode: 'serial' });
  let products: StoredProduct[] = [];

  test.afterAll(async () => {
    if (admin.token) await deleteProducts(admin.api, admin.token, products);
  });

  test('the payloads are stored through every product text field', async () => {
    products = await storePayloadProducts(admin.api, admin.token, 's');
    console.log(`stored ${products.length} products`);
  });

  for (const locale of ['en', 'no'] as const) {
    const prefix = locale === 'en' ? '' : '/no';
    const shopText = (product: StoredProduct) => ({
      title: product.texts.title![locale],
      description: product.texts.description![locale],
      subcategory: product.texts.subcategory![locale],
    });

    test(`the ${locale} shop and a product page show the product payloads as text and run none`, async ({ page }) => {
      test.setTimeout(120_000);
      await offline(page);
      const watch = await watchForXss(page);
      await expectSafe(page, watch, await watch.visit(`${prefix}/digital-products`), `${prefix}/digital-products`);
      for (const product of products) {
        const { title, subcategory } = shopText(product);
        await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
        await expect(page.getByText(subcategory, { exact: true }).first()).toBeVisible();
      }
      const [product] = products;
      const path = `${prefix}/digital-products/${product!.id}`;
      const { title, description } = shopText(product!);
      await expectSafe(page, watch, await watch.visit(path), path, { settle: false });
      expect(await page.locator('h1').textContent()).toBe(title);
      expect(await page.title()).toContain(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
      await expect(page.getByText(description, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(product!.texts.compatibility![locale], { exact: true })).toBeVisible();
      await expect(page.getByText(contentsLine(product!, locale), { exact: true })).toBeVisible();
      await clickPayloadLinks(page);
      await watch.expectNothingRan(`${path}, after clicking the payloads' links`);
    });
  }

  test('the admin products screen and an edit form show the payloads as text and run none', async ({ page }) => {
    test.setTimeout(120_000);
    await offline(page);
    const watch = await watchForXss(page);
    await signInWithSavedSession(page.context(), SECOND_SERVER);
    const response = await watch.visit('/admin/products');
    for (const product of products)
      await expect(page.getByRole('heading', { name: product.texts.title!.en, exact: true })).toBeVisible({ timeout: 20_000 });
    await expectSafe(page, watch, response, '/admin/products');
    const [product] = products;
    await page.getByRole('button', { name: `Actions for ${product!.texts.title!.en}`, exact: true }).click();
    await page.getByRole('menuitem', { name: `Edit ${product!.texts.title!.en}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit product' });
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(product!.texts.title!.en, { timeout: 15_000 });
    await expect(dialog.getByLabel('Subcategory (Norwegian)')).toHaveValue(product!.texts.subcategory!.no);
    await expectSafe(page, watch, response, `the edit form of product ${product!.id}`);
  });
});

test('the admin orders screen shows bought products with the payloads as text and runs none', async ({ page }) => {
  test.setTimeout(180_000);
  // A bought product cannot be deleted: these leave the shop afterwards.
  const boughtProducts = await storePayloadProducts(admin.api, admin.token, 'o');
  try {
    await buyProducts(admin.api, SECOND_SERVER, boughtProducts);
    await offline(page);
    const watch = await watchForXss(page);
    await signInWithSavedSession(page.context(), SECOND_SERVER);
    const response = await watch.visit('/admin/orders');
    const rows = page.getByTestId('admin-order-row');
    for (const product of boughtProducts)
      await expect(rows.getByText(product.texts.title!.en, { exact: true })).toBeVisible({ timeout: 20_000 });
    await expectSafe(page, watch, response, '/admin/orders');

    // Filtered by one of them (opened at the filter's address: choosing it rewrites the address,
    // which the watch would take for a navigation): the chart's caption and the select name it too.
    const [first] = boughtProducts;
    const filtered = `/admin/orders?product=${first!.id}`;
    const filteredResponse = await watch.visit(filtered);
    await expect(rows).toHaveCount(1, { timeout: 20_000 });
    await expect(page.getByLabel('Product', { exact: true })).toHaveValue(first!.id);
    await expect(
      page.getByRole('table', { name: `${first!.texts.title!.en}: paid orders per month over the last 12 months (refunds left out)` }),
    ).toBeAttached();
    await expectSafe(page, watch, filteredResponse, filtered);

    // The refund's question names it as well.
    await rows.getByRole('button', { name: /^Actions for the order of / }).click();
    await page.getByRole('menuitem', { name: /^Mark the order of / }).click();
    const question = page.getByRole('alertdialog');
    await expect(question.getByRole('heading')).toContainText(first!.texts.title!.en);
    await expectSafe(page, watch, filteredResponse, 'the refund question of a payload product');
    await question.getByRole('button', { name: 'Cancel' }).click();
  } finally {
    await deactivateProducts(admin.api, admin.token, boughtProducts);
  }
});
