import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { demoProducts } from '@/lib/db/seed/data/products';

// A whole purchase as a visitor makes it on a fresh clone: the embedded demo checkout, the real
// status polling and the real download. Nothing is mocked.

const product = demoProducts.find((p) => p.key === 'ig-posts-wellness-coach')!;
const dollars = (cents: number) => (cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`);

test('buy from the list, pay in the demo checkout and download the product', async ({ page }) => {
  await page.goto('/digital-products');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: product.title }) });
  await card.getByRole('button', { name: `Buy Now ${dollars(product.price_cents)}` }).click();

  await expect(page).toHaveURL(/\/checkout\//);
  await expect(page.getByText('Test mode — no real payment')).toBeVisible();
  await expect(page.getByText(product.title)).toBeVisible();
  await expect(page.getByText('By paying you agree to immediate delivery', { exact: false })).toBeVisible();
  await page.getByLabel('Email address').fill('buyer@example.com');
  await page.getByRole('button', { name: `Pay $${(product.price_cents / 100).toFixed(2)}` }).click();

  await expect(page).toHaveURL(/\/digital-products\/success\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText('Payment successful! You can now download your product.')).toBeVisible();
  await expect(page.getByText(product.title)).toBeVisible();
  await expect(page.getByText(`$${(product.price_cents / 100).toFixed(2)}`, { exact: true })).toBeVisible();

  const sessionId = new URL(page.url()).searchParams.get('session_id')!;
  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Your Product' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toBe(`product_${sessionId}.txt`);
  expect(await readFile((await download.path())!, 'utf8')).toBe(product.deliverable);
  await expect(page.getByText('Download started successfully!')).toBeVisible();
});

test('cancelling the checkout returns to the product page', async ({ page }) => {
  await page.goto('/digital-products');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: product.title }) });
  await card.getByRole('link', { name: /View Details/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  const productUrl = page.url();

  await page.getByRole('button', { name: /Buy Now/ }).click();
  await expect(page).toHaveURL(/\/checkout\//);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(productUrl);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
});

test('a Norwegian visitor buys in Norwegian and comes back to the Norwegian site', async ({ page }) => {
  await page.goto('/no/digital-products');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: product.title_no }) });
  await card.getByRole('button', { name: /Kjøp nå/i }).click();
  await expect(page).toHaveURL(/\/checkout\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'no');
  await page.getByLabel('E-\u2060postadresse').fill('kjoper@eksempel.no');
  await page.getByRole('button', { name: /Betal/ }).click();
  await expect(page).toHaveURL(/\/no\/digital-products\/success\?session_id=/);
  await expect(page.getByText(product.title_no)).toBeVisible();
});
