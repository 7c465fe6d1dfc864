import { getDigitalProduct, getDigitalProducts } from '@/lib/content/products';
import { routing } from '@/i18n/routing';
import { productSeeds } from '@/lib/db/seed/data/products';

describe('getDigitalProduct', () => {
  // The first read migrates and seeds the in-memory database, which can take seconds under load.
  beforeAll(() => getDigitalProducts('en'), 30_000);

  it('finds a product by id, in the asked language', async () => {
    const seed = productSeeds[0]!;
    const { defaultLocale } = routing;
    const listed = (await getDigitalProducts(defaultLocale)).find((product) => product.title === seed.title[defaultLocale])!;
    expect(await getDigitalProduct(listed.id, defaultLocale)).toEqual(listed);
    const locale = 'no';
    expect(await getDigitalProduct(listed.id, locale)).toMatchObject({
      id: listed.id,
      title: seed.title[locale],
      subcategory: seed.subcategory[locale],
    });
    expect((await getDigitalProduct(listed.id.toUpperCase(), 'en'))?.id).toBe(listed.id);
  });

  it('returns null for an unknown or malformed id', async () => {
    expect(await getDigitalProduct('00000000-0000-4000-8000-000000000000', 'en')).toBeNull();
    expect(await getDigitalProduct('not-a-uuid', 'en')).toBeNull();
    expect(await getDigitalProduct("' or 1=1 --", 'no')).toBeNull();
  });
});
