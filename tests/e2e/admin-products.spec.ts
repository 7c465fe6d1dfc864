import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/admin-http';
import { SECOND_SERVER } from '../support/e2e-servers';
import { seriousViolations } from './eye/accessibility';
import { pdfFile } from '../support/tiny-files';

// The Products section as a studio member uses it, against the real server: a product with a PDF
// created in the form, seen in the shop in both languages, bought with the demo checkout and
// downloaded, then taken out of the shop while its buyer's download keeps working.

// Products made here would change the shop's counts that the shop tests check on the first
// server: this flow runs on the second one (scripts/e2e-server.mjs, its own database).
const SIGN_IN = { timeout: 20_000 };
const FORM_LOAD = { timeout: 15_000 };

/** A small, valid one-page PDF, different on every run. */
const pdf = (text: string): Buffer => pdfFile(text).buffer;

async function signIn(page: Page) {
  await page.goto('/admin/login?next=/admin/products');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/, SIGN_IN);
}

/** The second server has analytics configured: its consent banner is declined where it shows. */
async function declineConsent(page: Page) {
  const decline = page.getByRole('region', { name: 'Your privacy' }).getByRole('button', { name: 'Decline' });
  if (await decline.isVisible({ timeout: 2_000 }).catch(() => false)) await decline.click();
}

test.describe('on a server of its own', () => {
  test.use({ baseURL: SECOND_SERVER });

  test('an admin sells a PDF: create, shop in both languages, buy, download, deactivate', async ({ page, context }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const title = `Launch Kit ${stamp}`;
    const titleNo = `Lanseringssett ${stamp}`;
    const file = pdf(`Launch Kit ${stamp}`);

    await signIn(page);
    await page.getByRole('button', { name: 'New product' }).click();
    const dialog = page.getByRole('dialog', { name: 'New product' });
    await expect(dialog).toBeVisible(FORM_LOAD);
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Description', { exact: true }).fill('Thirty launch-week templates.');
    await dialog.getByLabel('Price (USD)', { exact: true }).fill('12.50');
    await dialog.getByLabel('Category', { exact: true }).selectOption('Brand Identity Template Collection');
    await dialog.getByLabel('Subcategory (optional)', { exact: true }).fill('Launch');
    await dialog
      .getByLabel('Choose the downloadable file')
      .setInputFiles({ name: 'launch-kit.pdf', mimeType: 'application/pdf', buffer: file });
    await expect(dialog.getByTestId('product-file-name')).toHaveText('launch-kit.pdf');
    await dialog.getByLabel('Title (Norwegian)').fill(titleNo);
    await dialog.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByText('Product created')).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = page.getByTestId('admin-product').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toContainText('launch-kit.pdf');
    await expect(card).toContainText('$12.50');
    await expect(card).toContainText('No sales');

    // In the shop, in both languages.
    const site = await context.newPage();
    await site.goto('/digital-products');
    await declineConsent(site);
    const shopCard = site.getByRole('article').filter({ has: site.getByRole('heading', { name: title }) });
    await expect(shopCard).toBeVisible();
    await site.goto('/no/digital-products');
    await expect(site.getByRole('heading', { name: titleNo })).toBeVisible();

    // Bought with the demo checkout and downloaded: the PDF, named after the product.
    await site.goto('/digital-products');
    await shopCard.getByRole('link', { name: 'Buy now $12.50' }).click();
    await site
      .getByRole('checkbox', {
        name: 'I want the download now, and I understand that I lose my 14-day right of withdrawal once delivery starts.',
      })
      .check();
    await site.locator('#product-buy-box').getByRole('button', { name: 'Buy now' }).click();
    await expect(site).toHaveURL(/\/checkout\//);
    await site.getByLabel('Email address').fill('buyer@example.com');
    await site.getByRole('button', { name: 'Pay $12.50' }).click();
    await expect(site).toHaveURL(/\/digital-products\/success\?session_id=/);
    const sessionId = new URL(site.url()).searchParams.get('session_id')!;
    const downloading = site.waitForEvent('download');
    await site.getByRole('button', { name: 'Download your product' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${title}.pdf`);
    expect((await readFile((await download.path())!)).equals(file)).toBe(true);

    // Deactivated: gone from the shop in both languages, still downloadable by its buyer.
    await page.reload();
    await expect(card).toContainText('1 sale');
    await card.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: `Edit ${title}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit product' });
    await expect(editDialog.getByLabel('Price (USD)', { exact: true })).toHaveValue('12.50');
    const active = editDialog.getByRole('checkbox', { name: 'Active' });
    await expect(active).toBeChecked();
    await active.uncheck();
    await editDialog.getByRole('button', { name: 'Update product' }).click();
    await expect(page.getByText('Product updated')).toBeVisible();
    await expect(card).toContainText('Inactive');

    await site.goto('/digital-products');
    await expect(site.getByRole('heading', { name: 'Brand Identity Template Collection', exact: false }).first()).toBeVisible();
    await expect(site.getByRole('heading', { name: title })).toHaveCount(0);
    await site.goto('/no/digital-products');
    await expect(site.getByRole('heading', { name: titleNo })).toHaveCount(0);
    const again = await site.request.get(`/api/download/${sessionId}`);
    expect(again.status()).toBe(200);
    expect(again.headers()['content-type']).toBe('application/pdf');
    expect((await again.body()).equals(file)).toBe(true);

    // A bought product cannot be deleted: the server's reason is shown.
    await card.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: `Delete ${title}` }).click();
    await page
      .getByRole('alertdialog', { name: `Delete “${title}”? This cannot be undone.` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(
      page.getByText('This product has been bought 1 time; deactivate it instead so buyers keep their downloads.'),
    ).toBeVisible();
    await expect(card).toBeVisible();
  });
});

test('@mobile the products screen fits a phone: compact rows, and the form in a sheet', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  const rows = page.getByTestId('admin-product');
  await expect(rows.first()).toBeVisible();
  const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fitsWidth()).toBe(true);
  const box = await rows.first().boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  // A row, not a card: the nine demo products take a screen, not six.
  expect(box!.height).toBeLessThanOrEqual(96);

  await page.getByRole('button', { name: 'New product' }).click();
  const dialog = page.getByRole('dialog', { name: 'New product' });
  await expect(dialog).toBeVisible(FORM_LOAD);
  const sheet = await dialog.boundingBox();
  expect(sheet!.width).toBeLessThanOrEqual(390);
  // Submitting empty shows the form's messages beside the fields.
  await dialog.getByRole('button', { name: 'Create product' }).click();
  await expect(dialog.getByText('Fill this in.').first()).toBeVisible();
  await expect(dialog.getByLabel('Title', { exact: true })).toBeFocused();
  const fileZone = dialog.getByText('PDF or ZIP up to 100 MB');
  await fileZone.scrollIntoViewIfNeeded();
  await expect(fileZone).toBeInViewport();
  expect(await fitsWidth()).toBe(true);
});

test('the products screen and its form have no serious accessibility violations', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await expect(page.getByTestId('admin-product').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'New product' }).click();
  const dialog = page.getByRole('dialog', { name: 'New product' });
  await expect(dialog).toBeVisible(FORM_LOAD);
  await dialog.getByRole('button', { name: 'Create product' }).click();
  await expect(dialog.getByText('Fill this in.').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
