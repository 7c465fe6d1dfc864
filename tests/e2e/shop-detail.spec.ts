import { expect, type Page } from '@playwright/test';
import { test } from './warm-context';
import { routing } from '@/i18n/routing';
import { productSeeds } from '@/lib/db/seed/data/products';
import { readJsonLd } from '../support/json-ld';
import { answerCheckout, CHECKOUT_FAILURES, expectAtCheckout, getProducts, holdCheckout } from './shop-mocks';

const beauty = productSeeds.find((product) => product.subcategory[routing.defaultLocale] === 'Beauty')!;
const withoutSubcategory = productSeeds.find((product) => product.subcategory[routing.defaultLocale] === null)!;

/** The fixed list; its formats entry names what the product's category ships (beauty: Instagram posts; Norwegian: a brand kit). */
const INCLUDED = {
  en: [
    'High-resolution design files',
    'Multiple format options (Canva, PNG, and PSD where noted)',
    'Easy customization instructions',
    'Commercial use license',
    'Instant download after purchase',
    'Lifetime access',
  ],
  no: [
    'Designfiler i høy oppløsning',
    'Flere filformater (AI, Canva, PDF, PNG)',
    'Enkel veiledning for tilpasning',
    'Lisens for kommersiell bruk',
    'Nedlasting rett etter kjøpet',
    'Livsvarig tilgang',
  ],
};

/** The buy box's button, whatever its label says at the moment (a phone has another in its bottom bar). */
const buyBox = (page: Page) => page.locator('#product-buy-box');
// The box's last button: "Add a code" comes before it, and its own name changes while it is busy.
const buyButton = (page: Page) => buyBox(page).getByRole('button').last();
/** Ticks the withdrawal consent that every Buy needs (tests/e2e/purchase.spec.ts shows a Buy without it). */
const consent = (page: Page) => buyBox(page).getByRole('checkbox').check();

/** Accepts every browser dialog and keeps its type and text. */
function collectDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  return dialogs;
}

const listAfter = (page: Page, heading: string) => page.getByRole('heading', { name: heading }).locator('..').getByRole('listitem');

/** Collects uncaught page errors, so a test can show the page ran cleanly. */
function pageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

test.describe('product detail, English', () => {
  // The unprefixed pages are in the default language.
  const locale = routing.defaultLocale;

  test('is reached from the list and shows the whole product', async ({ page }) => {
    const errors = pageErrors(page);
    await page.goto('/digital-products');
    await page.getByRole('article', { name: beauty.title[locale] }).getByRole('link', { name: 'View details' }).click();
    await expect(page).toHaveURL(/\/digital-products\/[0-9a-f-]{36}$/);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(beauty.title[locale]);
    await expect(page).toHaveTitle(`${beauty.title[locale]} | Nordlys Studio`);
    const main = page.getByRole('main');
    await expect(main.getByText(beauty.subcategory[locale]!, { exact: true })).toBeVisible();
    await expect(buyBox(page).getByText(`$${beauty.price_cents / 100}`, { exact: true })).toBeVisible();
    await expect(main.getByText(beauty.description[locale])).toBeVisible();
    // The product's picture first, then its previews, each with a thumbnail.
    const gallery = main.getByRole('region', { name: `Pictures of ${beauty.title[locale]}` });
    await expect(gallery.locator(`img[src*="${beauty.key}"]`).first()).toBeVisible();
    await expect(gallery.getByRole('button', { name: /^Show picture/ })).toHaveCount(1 + beauty.gallery.length);
    await expect(listAfter(page, 'The files')).toHaveText(beauty.contents[locale]);
    await expect(main.getByText(beauty.compatibility[locale], { exact: true })).toBeVisible();
    await expect(listAfter(page, 'What’s Included')).toHaveText(INCLUDED.en);
    await expect(buyButton(page)).toHaveText('Buy now');
    await expect(main.getByText('Commercial License', { exact: true })).toBeVisible();
    await expect(main.getByText('Lifetime Access', { exact: true })).toBeVisible();
    // No video placeholder: the product has no video.
    await expect(main.locator('iframe')).toHaveCount(0);
    const reviews = page.getByRole('heading', { name: 'What customers say' }).locator('..').getByRole('figure');
    await expect(reviews).toHaveCount(2);
    await expect(reviews.first().getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(reviews.first()).toContainText('Sofie M.');
    await expect(main.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/digital-products');
    // view_item goes nowhere without an analytics id; the page must still run without errors.
    expect(errors).toEqual([]);
  });

  test('carries Product structured data with its offer', async ({ page, request }) => {
    const product = (await getProducts(request)).find((p) => p.title === beauty.title[locale])!;
    await page.goto(`/digital-products/${product.id}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/digital-products/${product.id}$`));
    // Its social card (docs/behaviour.md#social-cards), which shows its picture.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new RegExp(`/og/${locale}/product/${product.id}\\.png$`),
    );
    const data = await readJsonLd(page);
    expect(data.find((item) => item['@type'] === 'Product')).toMatchObject({
      name: beauty.title[locale],
      description: beauty.description[locale],
      offers: {
        '@type': 'Offer',
        price: (beauty.price_cents / 100).toFixed(2),
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  test('Buy now is busy during the request, then the browser goes to the checkout', async ({ page, request }) => {
    const product = (await getProducts(request)).find((p) => p.title === beauty.title[locale])!;
    const checkout = await holdCheckout(page);
    await page.goto(`/digital-products/${product.id}`);
    const buy = buyButton(page);
    await expect(buy).toHaveText('Buy now');
    await consent(page);
    await buy.click();
    await expect(buy).toHaveText('Processing...');
    await expect(buy).toBeDisabled();
    await expect
      .poll(() => checkout.bodies)
      .toEqual([{ product_id: product.id, origin_url: new URL(page.url()).origin, locale: 'en', withdrawal_consent: true }]);
    checkout.release();
    await expectAtCheckout(page);
  });

  for (const [situation, status, body] of CHECKOUT_FAILURES) {
    test(`${situation} raises the purchase alert`, async ({ page, request }) => {
      const product = (await getProducts(request)).find((p) => p.title === beauty.title[locale])!;
      await answerCheckout(page, status, body);
      const dialogs = collectDialogs(page);
      await page.goto(`/digital-products/${product.id}`);
      await consent(page);
      await buyButton(page).click();
      await expect.poll(() => dialogs).toEqual(['alert: Failed to process purchase. Please try again.']);
      await expect(buyButton(page)).toHaveText('Buy now');
      await expect(buyButton(page)).toBeEnabled();
    });
  }

  for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-product']) {
    test(`an unknown product (${id}) is a 404 with the way back`, async ({ page }) => {
      const response = await page.goto(`/digital-products/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Not Found');
      await expect(page.getByText('Product not found', { exact: true })).toBeVisible();
      await expect(page).toHaveTitle('Product not found | Nordlys Studio');
      await page.getByRole('main').getByRole('link', { name: 'Back to products' }).click();
      await expect(page).toHaveURL(/\/digital-products$/);
    });
  }
});

test.describe('product detail, Norwegian', () => {
  const locale = 'no';

  test('is in Norwegian, with the category as badge when there is no subcategory', async ({ page, request }) => {
    const product = (await getProducts(request, locale)).find((p) => p.title === withoutSubcategory.title[locale])!;
    await page.goto(`/no/digital-products/${product.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'no');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(withoutSubcategory.title[locale]);
    const main = page.getByRole('main');
    await expect(main.getByText('Malsamlinger for merkeidentitet', { exact: true })).toBeVisible();
    await expect(main.getByText(withoutSubcategory.description[locale])).toBeVisible();
    await expect(listAfter(page, 'Dette får du')).toHaveText(INCLUDED.no);
    await expect(main.getByText('Kommersiell lisens', { exact: true })).toBeVisible();
    await expect(listAfter(page, 'Filene')).toHaveText(withoutSubcategory.contents[locale]);
    const reviews = page.getByRole('heading', { name: 'Dette sier kundene' }).locator('..').getByRole('figure');
    await expect(reviews).toHaveCount(2);
    await expect(reviews.first()).toContainText('Camilla R.');
    for (const text of await reviews.allTextContents()) expect(text).not.toMatch(/krone/i);
    await expect(main.getByRole('link', { name: 'Se alle produkter' })).toHaveAttribute('href', '/no/digital-products');
  });

  test('alerts in Norwegian when the purchase fails', async ({ page, request }) => {
    const product = (await getProducts(request, locale)).find((p) => p.title === withoutSubcategory.title[locale])!;
    const checkout = await holdCheckout(page);
    const dialogs = collectDialogs(page);
    await page.goto(`/no/digital-products/${product.id}`);
    const buy = buyButton(page);
    await expect(buy).toHaveText('Kjøp nå');
    await consent(page);
    await buy.click();
    await expect(buy).toHaveText('Behandler …');
    await expect(buy).toBeDisabled();
    await expect.poll(() => checkout.bodies).toEqual([expect.objectContaining({ product_id: product.id, locale: 'no' })]);
    checkout.release({ status: 500, body: { detail: 'Internal server error' } });
    await expect.poll(() => dialogs).toEqual(['alert: Kunne ikke gjennomføre kjøpet. Prøv igjen.']);
    await expect(buy).toHaveText('Kjøp nå');
  });

  test('an unknown product is a Norwegian 404', async ({ page }) => {
    const response = await page.goto('/no/digital-products/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fant ikke produktet');
    await expect(page.getByText('Produktet ble ikke funnet')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Tilbake til produktene' })).toHaveAttribute(
      'href',
      '/no/digital-products',
    );
  });
});

test.describe('the gallery and the buy box', () => {
  const locale = routing.defaultLocale;

  test('the thumbnails move the gallery with the arrow keys, one tab stop for all', async ({ page, request }) => {
    const product = (await getProducts(request, locale)).find((p) => p.title === beauty.title[locale])!;
    await page.goto(`/digital-products/${product.id}`);
    const gallery = page.getByRole('region', { name: `Pictures of ${beauty.title[locale]}` });
    const thumbs = gallery.getByRole('button', { name: /^Show picture/ });
    await thumbs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(thumbs.nth(1)).toBeFocused();
    await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(
      gallery.getByRole('listitem', { name: '2 of 6' }).getByRole('img', { name: beauty.gallery_alt[locale][0] }),
    ).toBeInViewport();
    await page.keyboard.press('End');
    await expect(thumbs.last()).toBeFocused();
    await expect(gallery.getByRole('listitem', { name: '6 of 6' })).toBeInViewport();
    await expect(thumbs.first()).toHaveAttribute('tabindex', '-1');
  });

  test('on a phone the price and Buy Now wait at the bottom while the buy box is out of sight @mobile', async ({ page, request }) => {
    const product = (await getProducts(request, locale)).find((p) => p.title === beauty.title[locale])!;
    await page.goto(`/digital-products/${product.id}`);
    const bar = page.getByTestId('sticky-buy-bar');
    // Below the gallery at first: the bar offers the purchase at once.
    await expect(bar.getByRole('button', { name: 'Buy now' })).toBeInViewport();
    await expect(bar).toContainText(`$${beauty.price_cents / 100}`);
    // The buy box in sight: one buy button at a time.
    await buyButton(page).scrollIntoViewIfNeeded();
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    await page.getByRole('link', { name: 'Browse all products' }).scrollIntoViewIfNeeded();
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    await page.getByRole('heading', { name: 'What Customers Say' }).scrollIntoViewIfNeeded();
    await expect(bar).toHaveAttribute('aria-hidden', 'false');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
