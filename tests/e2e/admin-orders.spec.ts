import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { bearer } from '../support/admin-http';
import { productInput } from '../support/product-input';
import { SECOND_SERVER } from '../support/e2e-servers';
import { signInWithSavedSession } from '../support/admin-state';
import { seriousViolations } from './eye/accessibility';

// The Orders section as the studio uses it, against the real server: a product bought with the
// demo checkout shows in Orders, the filters find it, the CSV export holds it with its Norwegian
// letters, the VAT summary of the month counts it, it is marked refunded, and the dashboard shows
// the month's revenue and unread messages.

// Products made here would change the shop that the shop tests count on the first server: this
// flow runs on the second one (scripts/e2e-server.mjs, its own database).

const today = () => new Date().toISOString().slice(0, 10);
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A product of this test alone (so the product filter finds exactly its order), by the admin API. */
async function createProduct(request: APIRequestContext, token: string, title: string): Promise<string> {
  const response = await request.post('/api/admin/products', { headers: bearer(token), data: productInput({ title, price: '21.50' }) });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Out of the shop again once the test is done (a bought product cannot be deleted). */
async function deactivate(request: APIRequestContext, token: string, id: string, title: string) {
  const response = await request.put(`/api/admin/products/${id}`, {
    headers: bearer(token),
    data: productInput({ title, price: '21.50', active: false }),
  });
  expect(response.status()).toBe(200);
}

/** Buys the product in the demo checkout, opened as the shop's Buy button opens it. */
async function buy(page: Page, productId: string, email: string) {
  const response = await page.request.post('/api/payments/checkout', {
    data: { product_id: productId, origin_url: SECOND_SERVER, locale: 'en', withdrawal_consent: true },
  });
  expect(response.status()).toBe(200);
  await page.goto(((await response.json()) as { checkout_url: string }).checkout_url);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Pay $21.50' }).click();
  await expect(page).toHaveURL(/\/digital-products\/success\?session_id=/);
}

/** The figure of a dashboard card, as a number of dollars. */
const dollars = (text: string | null) => Number((text ?? '').replace(/[$,]/g, ''));

/**
 * The VAT summary panel, opened: this month's rows with a dollar total that holds the sale (other
 * tests sell on this server too, so at least one), readable on a phone, and its CSV.
 */
async function vatSummaryCheck(page: Page, layout: 'table' | 'cards') {
  const panel = page.getByRole('region', { name: 'VAT summary' });
  await panel.getByRole('button', { name: 'Show VAT summary' }).click();
  const table = panel.getByRole('table', { name: /^VAT per country, rate and currency, \w+ \d{4}$/ });
  await expect(table).toBeVisible();
  const dollarTotal = table.getByRole('row', { name: /^Total USD/ });
  await expect(dollarTotal).toHaveCount(1);
  expect(Number(await dollarTotal.getByRole('cell').first().textContent())).toBeGreaterThanOrEqual(1);
  expect(await seriousViolations(page)).toEqual([]);
  // A wide table scrolls inside its box: the page itself never scrolls sideways.
  if (layout === 'cards') expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const downloading = page.waitForEvent('download');
  await panel.getByRole('link', { name: /^Download the VAT summary of \w+ \d{4} as CSV$/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^vat-summary-\d{4}-\d{2}\.csv$/);
  const rows = parse(await readFile((await download.path())!), { bom: true, columns: true }) as Record<string, string>[];
  expect(rows).toEqual(
    expect.arrayContaining([expect.objectContaining({ Currency: 'USD', Month: download.suggestedFilename().slice(12, 19) })]),
  );
  await panel.getByRole('button', { name: 'Hide' }).click();
  await expect(table).toBeHidden();
}

async function ordersFlow(page: Page, layout: 'table' | 'cards') {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const title = `Årshjul for små bedrifter ${layout} ${stamp}`;
  const token = await signInWithSavedSession(page.context(), SECOND_SERVER);
  const productId = await createProduct(page.request, token, title);
  const email = `kari.${stamp}@example.no`;
  await buy(page, productId, email);

  // The dashboard counts the sale in this month's revenue, beside the unread messages.
  await page.goto('/admin');
  const revenueLink = page.getByRole('link', { name: /^Revenue this month: \$[\d,]+\.\d{2}\. Open the orders$/ });
  await expect(revenueLink).toHaveAttribute('href', '/admin/orders');
  expect(dollars(await revenueLink.textContent())).toBeGreaterThanOrEqual(21.5);
  const unread = page.getByRole('region', { name: /^Unread messages/ });
  await expect(unread.getByRole('link', { name: 'All messages' })).toHaveAttribute('href', '/admin/messages');
  await expect(unread.getByRole('heading')).toHaveText(/^Unread messages\d+$/);
  await expect(page.getByRole('region', { name: /^Recent orders/ })).toContainText(title);

  // Orders, from the dashboard's card.
  await revenueLink.click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Orders' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { name: 'Sales' })).toBeVisible();
  await expect(page.getByTestId('orders-chart-bar')).toHaveCount(12);
  await expect(page.getByRole('table', { name: /Paid orders per month/ })).toBeAttached();

  const entries: Locator = layout === 'table' ? page.getByTestId('admin-order-row') : page.getByTestId('admin-order-card');
  await expect(
    layout === 'table' ? page.getByTestId('admin-order-card').first() : page.getByTestId('admin-order-row').first(),
  ).toBeHidden();

  // The product filter finds this test's order alone, and the address keeps it.
  await page.getByLabel('Product', { exact: true }).selectOption({ label: title });
  await expect(page).toHaveURL(new RegExp(`\\?product=${productId}$`));
  await expect(page.getByRole('heading', { name: 'Sales' }).locator('..')).toContainText(title);
  await expect(entries).toHaveCount(1);
  const order = entries.first();
  await expect(order).toContainText(title);
  await expect(order).toContainText('$21.50');
  await expect(order).toContainText('Demo');
  await expect(order).toContainText('Paid');
  await expect(order).toContainText(email);
  // The receipt was queued at the purchase; the outbox may have sent it to the run's SMTP peer already.
  await expect(order).toContainText(/Receipt:?\s*(Sending|Sent)/);
  await expect(page.getByText('1 order shown')).toBeVisible();

  // Dates: today (UTC) holds it, a range after it does not, and a backwards range is explained.
  const day = today();
  await page.getByLabel('From', { exact: true }).fill(day);
  await page.getByLabel('To', { exact: true }).fill(day);
  await expect(entries).toHaveCount(1);
  await page.getByLabel('From', { exact: true }).fill(dayAfter(day));
  await expect(page.getByRole('search', { name: 'Filter orders' }).getByRole('alert')).toHaveText(
    'The From date must be on or before the To date.',
  );
  await page.getByLabel('To', { exact: true }).fill(dayAfter(day));
  await expect(page.getByRole('heading', { name: 'No matching orders' })).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill(day);
  await page.getByLabel('To', { exact: true }).fill(day);
  await expect(entries).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('Product', { exact: true })).toHaveValue(productId);
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(day);
  await expect(entries).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  if (layout === 'cards') expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The export holds the filtered list: a byte order mark, then the order with its Norwegian letters.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
  expect(rows).toEqual([
    expect.objectContaining({ Product: title, Amount: '21.50', Currency: 'USD', 'Buyer email': email, Provider: 'demo', Status: 'paid' }),
  ]);
  // And as a workbook from the built server: the same order, its amount a number.
  const downloadingXlsx = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export Excel' }).click();
  const workbookFile = await downloadingXlsx;
  expect(workbookFile.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await workbookFile.path())!);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.rowCount).toBe(2);
  expect([sheet.getCell('C2').value, sheet.getCell('D2').value, sheet.getCell('M2').value]).toEqual([title, 21.5, email]);

  await vatSummaryCheck(page, layout);

  // The receipt goes out again, with a new link.
  const actions = order.getByRole('button', { name: new RegExp(`^Actions for the order of ${title}`) });
  const resend = page.getByRole('menuitem', { name: new RegExp(`^Resend the receipt for ${title}`) });
  await actions.click();
  await resend.click();
  await expect(page.getByText(`Receipt queued for ${email}`)).toBeVisible();

  // Mark refunded asks first: cancelled, nothing changes; confirmed, the order is refunded.
  const refund = page.getByRole('menuitem', { name: new RegExp(`^Mark the order of ${title}`) });
  const question = page.getByRole('alertdialog', { name: new RegExp(`^Mark the order of ${title} \\(\\$21\\.50, .+\\) as refunded\\?$`) });
  await actions.click();
  await refund.click();
  await expect(question).toContainText('Its downloads end at once');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(order).toContainText('Paid');
  await actions.click();
  await refund.click();
  await question.getByRole('button', { name: 'Mark refunded' }).click();
  await expect(page.getByText(`Order of ${title} marked refunded`)).toBeVisible();
  await expect(order).toContainText('Refunded');
  await actions.click();
  await expect(refund).toHaveCount(0);
  await expect(resend).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');

  await deactivate(page.request, token, productId, title);
}

test.describe('on a server of its own', () => {
  test.use({ baseURL: SECOND_SERVER });

  test('an order bought in the demo checkout is found, exported and refunded in the table', async ({ page }) => {
    await ordersFlow(page, 'table');
  });

  test('on a phone, orders are cards with the same filters, export and refund @mobile', async ({ page }) => {
    await ordersFlow(page, 'cards');
  });
});
