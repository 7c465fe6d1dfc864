import { expect, type Page } from '@playwright/test';
import { test } from './warm-context';
import { suggestedPrice } from '@/lib/shop/products/prices';
import { routing } from '@/i18n/routing';
import { productSeeds } from '@/lib/db/seed/data/products';
import { PRODUCT_CATEGORIES } from '@/lib/db/seed/types';
import { getProducts } from './shop-mocks';

const countOf = (category: string) => productSeeds.filter((product) => product.category === category).length;
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
  // The unprefixed pages are in the default language.
  const locale = routing.defaultLocale;

  test('shows every product server-rendered, grouped in the category sections', async ({ page, request }) => {
    const products = await getProducts(request);
    const response = await page.goto('/digital-products');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Digital products | Nordlys Studio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Digital products');
    for (const benefit of ['Instant download', 'Professional quality', 'Easy to customize']) {
      await expect(page.getByRole('heading', { name: benefit, exact: true }).first()).toBeVisible();
    }

    const group = page.getByRole('group', { name: 'Filter by category' });
    await expect(group.getByRole('button')).toHaveText([
      'All categories',
      ...[...PRODUCT_CATEGORIES].sort().map((category) => `${category} (${countOf(category)})`),
    ]);
    await expect(group.getByRole('button', { name: 'All categories' })).toHaveAttribute('aria-pressed', 'true');

    for (const category of PRODUCT_CATEGORIES) {
      const section = page.locator(`section#${CATEGORIES.en[category].anchor}`);
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(category);
      await expect(section.getByRole('article')).toHaveCount(countOf(category));
    }
    await expect(page.locator('main article')).toHaveCount(productSeeds.length);

    const seed = productSeeds[0]!;
    const product = products.find((p) => p.title === seed.title[locale])!;
    const first = card(page, seed.title[locale]);
    await expect(first.getByText(seed.subcategory[locale]!, { exact: true })).toBeVisible();
    // The price once, in the card's one buy action.
    expect((await first.innerText()).split(`$${seed.price_cents / 100}`)).toHaveLength(2);
    await expect(first.getByText(seed.description[locale])).toBeVisible();
    await expect(first.getByRole('link', { name: 'View details' })).toHaveAttribute('href', `/digital-products/${product.id}`);
    // No checkout from the list: Buy leads to the product page's buy box and its withdrawal consent.
    await expect(first.getByRole('link', { name: `Buy now $${seed.price_cents / 100}` })).toHaveAttribute(
      'href',
      `/digital-products/${product.id}#product-buy-box`,
    );
    await expect(first.getByRole('button')).toHaveCount(0);

    const steps = page.getByRole('heading', { name: 'How it works' }).locator('xpath=../..').getByRole('listitem');
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText(['Choose your templates', 'Secure payment', 'Instant download']);
    await expect(page.getByRole('main').getByRole('link', { name: 'Explore services' })).toHaveAttribute('href', '/services');
    await expect(page.getByRole('main').getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/contact');
  });

  test('one category at a time, in one grid that keeps each subcategory together', async ({ page }) => {
    await page.goto('/digital-products');
    const reels = 'Instagram Reels Templates';
    await filter(page, `${reels} (${countOf(reels)})`).click();
    await expect(filter(page, `${reels} (${countOf(reels)})`)).toHaveAttribute('aria-pressed', 'true');
    await expect(filter(page, 'All categories')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('section#instagram-reels')).toHaveCount(0);

    // The subcategories no longer get a heading each (one product under a heading left most of a
    // row empty): the cards share one grid named by the category, each card names its
    // subcategory, and the products of a subcategory stand together.
    const inReels = productSeeds.filter((p) => p.category === reels);
    const subcategories = [...new Set(inReels.map((p) => p.subcategory[locale]!))];
    const grid = page.getByRole('list', { name: reels });
    await expect(page.locator('main article')).toHaveCount(inReels.length);
    await expect(grid.getByRole('article')).toHaveCount(inReels.length);
    await expect(grid.getByRole('heading', { level: 3 })).toHaveText(
      subcategories.flatMap((name) => inReels.filter((p) => p.subcategory[locale] === name).map((p) => p.title[locale])),
    );
    for (const product of inReels) {
      await expect(card(page, product.title[locale]).getByText(product.subcategory[locale]!, { exact: true })).toBeVisible();
    }
    const summary = subcategories.map((name) => `${name} (${inReels.filter((p) => p.subcategory[locale] === name).length})`).join(' · ');
    await expect(page.getByText(`Collections: ${summary}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: /Collection$/, level: 2 })).toHaveCount(0);

    const brand = 'Brand Identity Template Collection';
    await filter(page, `${brand} (${countOf(brand)})`).click();
    const inBrand = productSeeds.filter((p) => p.category === brand);
    const withoutSubcategory = inBrand.filter((p) => p.subcategory[locale] === null).map((p) => p.title[locale]);
    await expect(page.getByRole('list', { name: brand }).getByRole('heading', { level: 3 })).toHaveText([
      ...inBrand.filter((p) => p.subcategory[locale] !== null).map((p) => p.title[locale]),
      ...withoutSubcategory,
    ]);
    await expect(page.getByRole('main').getByText('General', { exact: false })).toHaveCount(0);

    await filter(page, 'All categories').click();
    await expect(page.locator('main article')).toHaveCount(productSeeds.length);
    await expect(page.locator('section#brand-identity')).toBeVisible();
  });

  test('a category of three fills one row of the grid', async ({ page }) => {
    await page.goto('/digital-products');
    const reels = 'Instagram Reels Templates';
    await filter(page, `${reels} (${countOf(reels)})`).click();
    const tops = await page
      .getByRole('list', { name: reels })
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size).toBe(1);
  });
});

test.describe('product list, Norwegian', () => {
  const locale = 'no';

  test('is in Norwegian, with translated categories and collections', async ({ page, request }) => {
    const products = await getProducts(request, locale);
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
    for (const seed of productSeeds) await expect(card(page, seed.title[locale])).toBeVisible();
    const seed = productSeeds[0]!;
    const href = `/no/digital-products/${products.find((p) => p.title === seed.title[locale])!.id}`;
    await expect(card(page, seed.title[locale]).getByRole('link', { name: 'Se detaljer' })).toHaveAttribute('href', href);
    await expect(
      card(page, seed.title[locale]).getByRole('link', { name: `Kjøp nå ${suggestedPrice(seed.price_cents, 'nok')! / 100}\u00a0kr` }),
    ).toHaveAttribute('href', `${href}#product-buy-box`);
    await expect(page.getByRole('heading', { name: 'Slik fungerer det' })).toBeVisible();

    const brand = 'Brand Identity Template Collection';
    await filter(page, `${CATEGORIES.no[brand].name} (${countOf(brand)})`).click();
    const inBrand = productSeeds.filter((p) => p.category === brand);
    await expect(page.getByRole('list', { name: CATEGORIES.no[brand].name }).getByRole('article')).toHaveCount(inBrand.length);
    const named = inBrand.filter((p) => p.subcategory[locale] !== null).map((p) => `${p.subcategory[locale]} (1)`);
    await expect(page.getByText(`Kolleksjoner: ${named.join(' · ')}`)).toBeVisible();
    await expect(page.getByRole('main').getByText('Generelt')).toHaveCount(0);
  });
});

test.describe('on a phone @mobile', () => {
  test('the filter and the cards fit the screen', async ({ page }) => {
    await page.goto('/digital-products');
    await filter(page, `Instagram Post Templates (${countOf('Instagram Post Templates')})`).tap();
    await expect(page.locator('main article')).toHaveCount(countOf('Instagram Post Templates'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('each card is one row of the same width, with its whole title', async ({ page }) => {
    await page.goto('/digital-products');
    const posts = 'Instagram Post Templates';
    await filter(page, `${posts} (${countOf(posts)})`).tap();
    const items = page.getByRole('list', { name: posts }).getByRole('listitem');
    const boxes = await items.evaluateAll((list) => list.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes).toHaveLength(3);
    for (const [index, box] of boxes.entries()) {
      expect(box.width).toBe(boxes[0]!.width);
      if (index > 0) expect(box.top).toBeGreaterThan(boxes[index - 1]!.bottom);
    }
    // Titles are never cut: each heading shows all of its text.
    const cut = await items
      .getByRole('heading')
      .evaluateAll((titles) => titles.filter((title) => title.scrollHeight > title.clientHeight + 1).length);
    expect(cut).toBe(0);
  });
});
