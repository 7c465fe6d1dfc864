import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './warm-context';
import { routing } from '@/i18n/routing';
import { productSeeds } from '@/lib/db/seed/data/products';
import { suggestedPrice } from '@/lib/shop/products/prices';
import { getProducts } from './shop-mocks';

// A whole purchase as a visitor makes it on a fresh clone: the product page's withdrawal consent,
// the embedded demo checkout, the real status polling and the real download. Nothing is mocked.

const product = productSeeds.find((p) => p.key === 'ig-posts-wellness-coach')!;
const dollars = (cents: number) => (cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`);

const LANGUAGES = [
  {
    name: 'English',
    locale: 'en',
    prefix: '',
    listBuy: `Buy now ${dollars(product.price_cents)}`,
    buy: 'Buy now',
    consent: 'I want the download now, and I understand that I lose my 14-day right of withdrawal once delivery starts.',
    missing: 'Tick this box to buy: the download is delivered as soon as you have paid.',
    given: 'You asked for immediate delivery and accepted that you lose your 14-day right of withdrawal once delivery starts.',
    email: 'Email address',
    pay: `Pay $${(product.price_cents / 100).toFixed(2)}`,
  },
  {
    name: 'Norwegian',
    locale: 'no',
    prefix: '/no',
    // Norwegian pages show the kroner price (seeded by the suggestion rule: $29 → 290 kr).
    listBuy: `Kjøp nå ${suggestedPrice(product.price_cents, 'nok')! / 100}\u00a0kr`,
    buy: 'Kjøp nå',
    consent: 'Jeg vil ha nedlastingen med en gang, og jeg forstår at jeg mister angreretten på 14 dager når leveringen har startet.',
    missing: 'Kryss av her for å kjøpe: nedlastingen leveres så snart du har betalt.',
    given: 'Du har bedt om levering med en gang og godtatt at du mister angreretten på 14 dager når leveringen starter.',
    email: 'E-\u2060postadresse',
    pay: /^Betal /,
  },
] as const;

type Language = (typeof LANGUAGES)[number];

/** The checkout requests the page sends. */
function countCheckouts(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/payments/checkout') sent.push(request.method());
  });
  return sent;
}

/** A Buy without the tick: no request, no navigation; the box says why, focused and in sight. */
async function expectRefusedWithoutConsent(page: Page, language: Language, buy: Locator, sent: string[]) {
  const box = page.getByRole('checkbox', { name: language.consent });
  const url = page.url();
  await expect(box).not.toBeChecked();
  await buy.click();
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription(language.missing);
  await expect(box).toBeInViewport();
  expect(page.url()).toBe(url);
  expect(sent).toEqual([]);
  await box.check();
  await expect(page.getByText(language.missing)).toHaveCount(0);
}

/** From the ticked product page through the demo checkout to the success page. */
async function buyWithConsent(page: Page, language: Language, sent: string[]) {
  await page.locator('#product-buy-box').getByRole('button', { name: language.buy }).click();
  await expect(page).toHaveURL(/\/checkout\//);
  expect(sent).toEqual(['POST']);
  await expect(page.getByText(language.given, { exact: false })).toBeVisible();
  await page.getByLabel(language.email).fill('buyer@example.com');
  await page.getByRole('button', { name: language.pay }).click();
  await expect(page).toHaveURL(new RegExp(`${language.prefix}/digital-products/success\\?session_id=`));
  await expect(page.getByText(product.title[language.locale])).toBeVisible();
}

for (const language of LANGUAGES) {
  test(`${language.name}: from the list to the buy box, no checkout without the consent, then the demo purchase`, async ({ page }) => {
    const sent = countCheckouts(page);
    await page.goto(`${language.prefix}/digital-products`);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: product.title[language.locale] }) });
    await card.getByRole('link', { name: language.listBuy }).click();
    await expect(page).toHaveURL(/\/digital-products\/[0-9a-f-]{36}#product-buy-box$/);
    await expect(page.getByRole('heading', { level: 1, name: product.title[language.locale] })).toBeVisible();
    await expectRefusedWithoutConsent(page, language, page.locator('#product-buy-box').getByRole('button', { name: language.buy }), sent);
    await buyWithConsent(page, language, sent);
  });

  test(`${language.name}: on a phone the bar's Buy leads to the consent, then the demo purchase @mobile`, async ({ page, request }) => {
    const sent = countCheckouts(page);
    const { id } = (await getProducts(request)).find((p) => p.title === product.title[routing.defaultLocale])!;
    await page.goto(`${language.prefix}/digital-products/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title[language.locale] })).toBeVisible();
    // The buy box is below the gallery: the bar offers the purchase.
    const bar = page.getByTestId('sticky-buy-bar');
    await expect(bar).toHaveAttribute('aria-hidden', 'false');
    await expectRefusedWithoutConsent(page, language, bar.getByRole('button', { name: language.buy }), sent);
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    await buyWithConsent(page, language, sent);
  });
}

test('the purchase downloads the product from the success page', async ({ page }) => {
  const locale = routing.defaultLocale;
  await page.goto('/digital-products');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: product.title[locale] }) });
  await card.getByRole('link', { name: /View details/ }).click();
  await page.getByRole('checkbox', { name: LANGUAGES[0].consent }).check();
  await page.getByRole('button', { name: /Buy now/ }).click();
  await expect(page.getByText('Test mode — no real payment')).toBeVisible();
  await expect(page.getByText(product.title[locale])).toBeVisible();
  await page.getByLabel('Email address').fill('buyer@example.com');
  await page.getByRole('button', { name: LANGUAGES[0].pay }).click();

  await expect(page).toHaveURL(/\/digital-products\/success\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText('Payment successful! You can now download your product.')).toBeVisible();
  // The amount paid, and the receipt's total below it.
  await expect(page.getByText(`$${(product.price_cents / 100).toFixed(2)}`, { exact: true })).toHaveCount(2);

  const sessionId = new URL(page.url()).searchParams.get('session_id')!;
  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download your product' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toBe(`product_${sessionId}.txt`);
  expect(await readFile((await download.path())!, 'utf8')).toBe(product.deliverable[locale]);
  await expect(page.getByText('Download started successfully!')).toBeVisible();
});

test('cancelling the checkout returns to the product page', async ({ page }) => {
  const locale = routing.defaultLocale;
  await page.goto('/digital-products');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: product.title[locale] }) });
  await card.getByRole('link', { name: /View details/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: product.title[locale] })).toBeVisible();
  const productUrl = page.url();

  await page.getByRole('checkbox', { name: LANGUAGES[0].consent }).check();
  await page.getByRole('button', { name: /Buy now/ }).click();
  await expect(page).toHaveURL(/\/checkout\//);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(productUrl);
  await expect(page.getByRole('heading', { level: 1, name: product.title[locale] })).toBeVisible();
});
