import { getDigitalProduct, getDigitalProducts } from '@/lib/content/products';
import { demoProducts } from '@/lib/db/seed/data/products';

describe('getDigitalProduct', () => {
  // The first read migrates and seeds the in-memory database, which can take seconds under load.
  beforeAll(() => getDigitalProducts('en'), 30_000);

  it('finds a product by id, in the asked language', async () => {
    const seed = demoProducts[0]!;
    const listed = (await getDigitalProducts('en')).find((product) => product.title === seed.title)!;
    expect(await getDigitalProduct(listed.id, 'en')).toEqual(listed);
    expect(await getDigitalProduct(listed.id, 'no')).toMatchObject({
      id: listed.id,
      title: seed.title_no,
      subcategory: seed.subcategory_no,
    });
    expect((await getDigitalProduct(listed.id.toUpperCase(), 'en'))?.id).toBe(listed.id);
  });

  it('returns null for an unknown or malformed id', async () => {
    expect(await getDigitalProduct('00000000-0000-4000-8000-000000000000', 'en')).toBeNull();
    expect(await getDigitalProduct('not-a-uuid', 'en')).toBeNull();
    expect(await getDigitalProduct("' or 1=1 --", 'no')).toBeNull();
  });
});
