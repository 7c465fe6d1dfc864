import { expect, test, type Page } from '@playwright/test';
import { demoProducts } from '@/lib/db/seed/data/products';
import { PRODUCT_CATEGORIES } from '@/lib/db/seed/types';
import { answerCheckout, CHECKOUT_FAILURES, expectAtCheckout, getProducts, holdCheckout } from './shop-mocks';

const countOf = (category: string) => demoProducts.filter((product) => product.category === category).length;
const filter = (page: Page, name: string) =>
  page.getByRole('group', { name: /^(Filter by category|Filtrer etter kategori)$/ }).getByRole('button', { name, exact: true });
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

const CATEGORIES = {
  en: {
    'Instagram Post Templates': { name: 'Instagram Post Templates', anchor: 'instagram-posts' },
    'Instagram Reels Templates': { name: 'Instagram Reels Templates', anchor: 'instagram-reels' },
    'Brand Identity Template Collection': { name: 'Brand Identity Template Collection', anchor: 'brand-identity' },
  },
  no: {
    'Instagram Post Templates': { name: 'Maler for Instagram-innlegg', anchor: 'instagram-posts' },
    'Instagram Reels Templates': { name: 'Maler for Instagram-reels', anchor: 'instagram-reels' },
    'Brand Identity Template Collection': { name: 'Malsamlinger for merkeidentitet', anchor: 'brand-identity' },
  },
} as const;

test.describe('product list, English', () => {
  test('shows every product server-rendered, grouped in the category sections', async ({ page, request }) => {
    const products = await getProducts(request);
    const response = await page.goto('/digital-products');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Digital Products | Nordlys Studio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Digital Products');
    for (const benefit of ['Instant Download', 'Professional Quality', 'Easy to Customize']) {
      await expect(page.getByRole('heading', { name: benefit, exact: true }).first()).toBeVisible();
    }

    const group = page.getByRole('group', { name: 'Filter by category' });
    await expect(group.getByRole('button')).toHaveText([
      'All Categories',
      ...[...PRODUCT_CATEGORIES].sort().map((category) => `${category} (${countOf(category)})`),
    ]);
    await expect(group.getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'true');

    for (const category of PRODUCT_CATEGORIES) {
      const section = page.locator(`section#${CATEGORIES.en[category].anchor}`);
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(category);
      await expect(section.getByRole('article')).toHaveCount(countOf(category));
    }
    await expect(page.locator('main article')).toHaveCount(demoProducts.length);

    const seed = demoProducts[0]!;
    const product = products.find((p) => p.title === seed.title)!;
    const first = card(page, seed.title);
    await expect(first.getByText(seed.subcategory!, { exact: true })).toBeVisible();
    await expect(first.getByText(`$${seed.price_cents / 100}`, { exact: true })).toBeVisible();
    await expect(first.getByText(seed.description)).toBeVisible();
    await expect(first.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', `/digital-products/${product.id}`);
    await expect(first.getByRole('button', { name: `Buy Now $${seed.price_cents / 100}` })).toBeEnabled();

    const steps = page.getByRole('heading', { name: 'How It Works' }).locator('xpath=../..').getByRole('listitem');
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText(['Choose Your Templates', 'Secure Payment', 'Instant Download']);
    await expect(page.getByRole('main').getByRole('link', { name: 'Explore Services' })).toHaveAttribute('href', '/services');
    await expect(page.getByRole('main').getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact');
  });

  test('one category at a time, grouped in subcategory collections', async ({ page }) => {
    await page.goto('/digital-products');
    const reels = 'Instagram Reels Templates';
    await filter(page, `${reels} (${countOf(reels)})`).click();
    await expect(filter(page, `${reels} (${countOf(reels)})`)).toHaveAttribute('aria-pressed', 'true');
    await expect(filter(page, 'All Categories')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('section#instagram-reels')).toHaveCount(0);

    const inReels = demoProducts.filter((p) => p.category === reels);
    await expect(page.locator('main article')).toHaveCount(inReels.length);
    const subcategories = [...new Set(inReels.map((p) => p.subcategory))];
    await expect(page.getByRole('heading', { level: 2, name: /Collection$/ })).toHaveText(subcategories.map((name) => `${name} Collection`));
    const ecommerce = page.getByRole('heading', { name: 'E-commerce Collection' }).locator('..');
    await expect(ecommerce.getByRole('article')).toHaveCount(inReels.filter((p) => p.subcategory === 'E-commerce').length);

    const brand = 'Brand Identity Template Collection';
    await filter(page, `${brand} (${countOf(brand)})`).click();
    const withoutSubcategory = demoProducts.find((p) => p.category === brand && p.subcategory === null)!;
    await expect(page.getByRole('heading', { name: 'General Collection' }).locator('..').getByRole('heading', { level: 3 })).toHaveText([withoutSubcategory.title]);

    await filter(page, 'All Categories').click();
    await expect(page.locator('main article')).toHaveCount(demoProducts.length);
    await expect(page.locator('section#brand-identity')).toBeVisible();
  });

  test('each Buy Now button is busy on its own, then the browser goes to the checkout', async ({ page, request }) => {
    const products = await getProducts(request);
    const checkout = await holdCheckout(page);
    await page.goto('/digital-products');
    const [first, second] = [demoProducts[0]!, demoProducts[1]!];
    const buy = card(page, first.title).getByRole('button');
    const other = card(page, second.title).getByRole('button');

    await buy.click();
    await expect(buy).toHaveText('Processing...');
    await expect(buy).toBeDisabled();
    await expect(other).toHaveText(`Buy Now $${second.price_cents / 100}`);
    await expect(other).toBeEnabled();
    await expect.poll(() => checkout.bodies).toEqual([{ product_id: products.find((p) => p.title === first.title)!.id, origin_url: new URL(page.url()).origin, locale: 'en' }]);

    checkout.release();
    await expectAtCheckout(page);
  });

  for (const [situation, status, body] of CHECKOUT_FAILURES) {
    test(`${situation} shows the purchase toast and frees the button`, async ({ page }) => {
      await answerCheckout(page, status, body);
      await page.goto('/digital-products');
      const buy = card(page, demoProducts[0]!.title).getByRole('button');
      await buy.click();
      await expect(page.getByText('Failed to initiate purchase. Please try again.')).toBeVisible();
      await expect(buy).toHaveText(`Buy Now $${demoProducts[0]!.price_cents / 100}`);
      await expect(buy).toBeEnabled();
      await expect(page).toHaveURL(/\/digital-products$/);
    });
  }
});

test.describe('product list, Norwegian', () => {
  test('is in Norwegian, with translated categories and collections', async ({ page, request }) => {
    const products = await getProducts(request, 'no');
    await page.goto('/no/digital-products');
    await expect(page.locator('html')).toHaveAttribute('lang', 'no');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Digitale produkter');
    for (const benefit of ['Last ned med en gang', 'Profesjonell kvalitet', 'Enkle å tilpasse']) {
      await expect(page.getByRole('heading', { name: benefit, exact: true }).first()).toBeVisible();
    }
    await expect(filter(page, 'Alle kategorier')).toHaveAttribute('aria-pressed', 'true');
    for (const category of PRODUCT_CATEGORIES) {
      const { name, anchor } = CATEGORIES.no[category];
      await expect(page.locator(`section#${anchor}`).getByRole('heading', { level: 2 })).toHaveText(name);
    }
    for (const seed of demoProducts) await expect(card(page, seed.title_no)).toBeVisible();
    const seed = demoProducts[0]!;
    await expect(card(page, seed.title_no).getByRole('link', { name: 'Se detaljer' })).toHaveAttribute(
      'href',
      `/no/digital-products/${products.find((p) => p.title === seed.title_no)!.id}`,
    );
    await expect(page.getByRole('heading', { name: 'Slik fungerer det' })).toBeVisible();

    const brand = 'Brand Identity Template Collection';
    await filter(page, `${CATEGORIES.no[brand].name} (${countOf(brand)})`).click();
    const expected = demoProducts.filter((p) => p.category === brand).map((p) => `Kolleksjon: ${p.subcategory_no ?? 'Generelt'}`);
    await expect(page.getByRole('heading', { level: 2, name: /^Kolleksjon:/ })).toHaveText(expected);
  });

  test('buys with the Norwegian locale and shows the Norwegian toast on failure', async ({ page }) => {
    const checkout = await holdCheckout(page);
    await page.goto('/no/digital-products');
    const buy = card(page, demoProducts[0]!.title_no).getByRole('button');
    await buy.click();
    await expect(buy).toHaveText('Behandler …');
    await expect.poll(() => checkout.bodies).toEqual([expect.objectContaining({ locale: 'no' })]);
    checkout.release({ status: 502, body: { detail: 'Bad gateway' } });
    await expect(page.getByText('Kunne ikke starte kjøpet. Prøv igjen.')).toBeVisible();
    await expect(buy).toHaveText(`Kjøp nå ${demoProducts[0]!.price_cents / 100}\u00a0$`);
  });
});

test.describe('on a phone @mobile', () => {
  test('the filter and the cards fit the screen', async ({ page }) => {
    await page.goto('/digital-products');
    await filter(page, `Instagram Post Templates (${countOf('Instagram Post Templates')})`).tap();
    await expect(page.locator('main article')).toHaveCount(countOf('Instagram Post Templates'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
