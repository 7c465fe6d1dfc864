import type { DigitalProduct } from '@/lib/content/types';
import { formatPaid, formatPrice } from '@/lib/shop/money';
import { routing } from '@/i18n/routing';
import { productSeeds } from '@/lib/db/seed/data/products';
import { PRODUCT_CATEGORIES } from '@/lib/db/seed/types';
import { categorySlug, groupByCategory, groupBySubcategory } from '@/lib/shop/products/grouping';

// The demo products as the default language's pages get them.
const locale = routing.defaultLocale;
const products: DigitalProduct[] = productSeeds.map((seed, index) => ({
  id: `id-${index}`,
  title: seed.title[locale],
  description: seed.description[locale],
  price: seed.price_cents / 100,
  currency: 'usd',
  image_url: `/images/products/${seed.key}.webp`,
  category: seed.category,
  subcategory: seed.subcategory[locale],
  gallery: seed.gallery,
  gallery_alt: seed.gallery_alt[locale],
  contents: seed.contents[locale],
  compatibility: seed.compatibility[locale],
  video_url: null,
}));
const sortedCategories = [...PRODUCT_CATEGORIES].sort();

// Norwegian puts the symbol after the amount and groups thousands with a no-break space.
const NBSP = '\u00a0';

describe('prices', () => {
  it('show whole dollars without decimals and other prices with two, in the language’s format', () => {
    expect(formatPrice(29, 'usd', 'en')).toBe('$29');
    expect(formatPrice(34.5, 'usd', 'en')).toBe('$34.50');
    expect(formatPrice(2999, 'usd', 'en')).toBe('$2,999');
    expect(formatPrice(29, 'usd', 'no')).toBe(`29${NBSP}$`);
    expect(formatPrice(34.5, 'usd', 'no')).toBe(`34,50${NBSP}$`);
    expect(formatPrice(2999, 'USD', 'no')).toBe(`2${NBSP}999${NBSP}$`);
  });

  it('show a paid amount as total/100 with always two decimals, in the same format', () => {
    expect(formatPaid(2900, 'usd', 'en')).toBe('$29.00');
    expect(formatPaid(3450, 'usd', 'en')).toBe('$34.50');
    expect(formatPaid(123456, 'usd', 'en')).toBe('$1,234.56');
    expect(formatPaid(2900, 'usd', 'no')).toBe(`29,00${NBSP}$`);
    expect(formatPaid(123456, 'usd', 'no')).toBe(`1${NBSP}234,56${NBSP}$`);
  });

  it('write a currency without a symbol of its own by its code, in capitals', () => {
    expect(formatPaid(1200, 'chf', 'en')).toBe(`CHF${NBSP}12.00`);
  });
});

describe('category anchors', () => {
  it('are the documented ones for the known categories and a slug for others', () => {
    expect(PRODUCT_CATEGORIES.map(categorySlug)).toEqual(['instagram-posts', 'instagram-reels', 'brand-identity']);
    expect(categorySlug('Canva Course & Workbooks')).toBe('canva-course-workbooks');
  });
});

describe('grouping by category', () => {
  it('follows the order of the categories call and keeps every product', () => {
    const groups = groupByCategory(products, sortedCategories);
    expect(groups.map((group) => group.name)).toEqual(sortedCategories);
    expect(groups.flatMap((group) => group.products)).toHaveLength(products.length);
    for (const group of groups) expect(group.products.every((product) => product.category === group.name)).toBe(true);
  });

  it('leaves out empty categories and puts unknown ones last', () => {
    const odd = { ...products[0]!, id: 'odd', category: 'Workbooks' };
    const groups = groupByCategory([odd, ...products.filter((p) => p.category !== 'Instagram Reels Templates')], sortedCategories);
    expect(groups.map((group) => group.name)).toEqual(['Brand Identity Template Collection', 'Instagram Post Templates', 'Workbooks']);
  });
});

describe('grouping by subcategory', () => {
  it('groups one category by subcategory in order of appearance, the products without one last', () => {
    const category = 'Brand Identity Template Collection';
    const expected = productSeeds.filter((p) => p.category === category);
    const groups = groupBySubcategory(products, category);
    const named = [...new Set(expected.flatMap((p) => (p.subcategory[locale] ? [p.subcategory[locale]] : [])))];
    expect(groups.map((group) => group.name)).toEqual([...named, null]);
    expect(groups.at(-1)?.products.map((p) => p.title)).toEqual(
      expected.filter((p) => p.subcategory[locale] === null).map((p) => p.title[locale]),
    );
  });

  it('puts products sharing a subcategory together', () => {
    const groups = groupBySubcategory(products, 'Instagram Reels Templates');
    const ecommerce = productSeeds.filter((p) => p.subcategory[locale] === 'E-commerce').map((p) => p.title[locale]);
    expect(groups.find((group) => group.name === 'E-commerce')?.products.map((p) => p.title)).toEqual(ecommerce);
  });

  it('treats a blank subcategory as none and keeps the unnamed last, whatever their order', () => {
    const blank = { ...products[0]!, id: 'blank', subcategory: '  ' };
    const named = { ...products[0]!, id: 'named', subcategory: 'Beauty' };
    expect(groupBySubcategory([blank, named], blank.category).map((group) => [group.name, group.products.map((p) => p.id)])).toEqual([
      ['Beauty', ['named']],
      [null, ['blank']],
    ]);
  });
});
