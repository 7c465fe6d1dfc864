import { GET as listCategories } from '@/app/api/digital-products/categories/route';
import { GET as listProducts } from '@/app/api/digital-products/route';
import { routing } from '@/i18n/routing';
import { productSeeds } from '@/lib/db/seed/data/products';
import { PRODUCT_CATEGORIES } from '@/lib/db/seed/types';
import { call } from '../support/api';

const FIELDS = [
  'id',
  'title',
  'description',
  'price',
  'currency',
  'image_url',
  'category',
  'subcategory',
  'gallery',
  'gallery_alt',
  'contents',
  'compatibility',
  'video_url',
].sort();

type ProductJson = Record<string, unknown> & { title: string; category: string; price: number };

describe('GET /api/digital-products', () => {
  it('lists the products with prices in dollars and never the paid deliverable', async () => {
    const { status, body } = await call(listProducts, '/api/digital-products');
    expect(status).toBe(200);
    const products = body as ProductJson[];
    expect(products).toHaveLength(productSeeds.length);
    for (const product of products) expect(Object.keys(product).sort()).toEqual(FIELDS);
    const seed = productSeeds[0]!;
    const locale = routing.defaultLocale;
    expect(products.find((p) => p.title === seed.title[locale])).toMatchObject({
      price: seed.price_cents / 100,
      currency: 'usd',
      category: seed.category,
      subcategory: seed.subcategory[locale],
      image_url: `/images/products/${seed.key}.webp`,
    });
    expect(JSON.stringify(products)).not.toContain(seed.deliverable[locale].split('\n')[0]);
  });

  it('answers in Norwegian with ?locale=no', async () => {
    const locale = 'no';
    const { body } = await call(listProducts, `/api/digital-products?locale=${locale}`);
    const titles = (body as ProductJson[]).map((p) => p.title);
    expect(titles).toEqual(expect.arrayContaining(productSeeds.map((p) => p.title[locale])));
    const seed = productSeeds[0]!;
    // Every demo product has its previews, what you get and its compatibility, in both languages.
    expect((body as ProductJson[]).find((p) => p.title === seed.title[locale])).toMatchObject({
      gallery: seed.gallery,
      gallery_alt: seed.gallery_alt[locale],
      contents: seed.contents[locale],
      compatibility: seed.compatibility[locale],
    });
    for (const product of productSeeds) expect(product.gallery.length).toBeGreaterThanOrEqual(4);
  });
});

describe('GET /api/digital-products/categories', () => {
  it('counts the products of each category, consistent with the list', async () => {
    const [{ status, body }, { body: list }] = await Promise.all([
      call(listCategories, '/api/digital-products/categories'),
      call(listProducts, '/api/digital-products'),
    ]);
    expect(status).toBe(200);
    const counted = new Map<string, number>();
    for (const product of list as ProductJson[]) counted.set(product.category, (counted.get(product.category) ?? 0) + 1);
    expect(body).toEqual(
      [...counted].map(([category, count]) => ({ category, count })).sort((a, b) => a.category.localeCompare(b.category)),
    );
    expect((body as { category: string }[]).map((c) => c.category).sort()).toEqual([...PRODUCT_CATEGORIES].sort());
  });
});
