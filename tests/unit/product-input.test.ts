import { fileNameOf } from '@/lib/api/shop';
import { attachmentHeader } from '@/lib/shop/products/file-name';
import { centsOf, dollarsOf } from '@/lib/shop/products/price';
import { NO_DELIVERABLE, productInputSchema } from '@/lib/shop/products/input';
import { STRIPE_MINIMUM_CHARGE } from '@/lib/shop/minimum-charge';
import { SHOP_CURRENCIES } from '@/lib/shop/products/prices';

const valid = {
  title: { en: 'Brand Kit' },
  description: { en: 'Everything a brand needs' },
  price: '34.50',
  category: 'Brand Identity Template Collection',
  deliverable: { en: 'Links and licence' },
};

const issues = (body: unknown) => {
  const parsed = productInputSchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the price floor', () => {
  it("has Stripe's minimum charge for every currency the shop sells in", () => {
    expect(SHOP_CURRENCIES.filter((currency) => STRIPE_MINIMUM_CHARGE[currency] === undefined)).toEqual([]);
  });
});

describe('product input', () => {
  it('parses a body to the table keys with the price in cents and blanks as null', () => {
    // A plain string (the subcategory) is the English text; a blank translation is left out.
    const parsed = productInputSchema.parse({
      ...valid,
      title: { en: 'Brand Kit', no: '  ' },
      subcategory: ' Beauty ',
      image_url: '',
      file_id: '',
    });
    expect(parsed).toStrictEqual({
      title: { en: 'Brand Kit' },
      description: { en: 'Everything a brand needs' },
      priceCents: 3450,
      // No kroner price given: the suggestion, ten kroner a dollar in whole tens.
      prices: { nok: 35000 },
      category: 'Brand Identity Template Collection',
      subcategory: { en: 'Beauty' },
      imageUrl: null,
      gallery: [],
      galleryAlt: {},
      contents: {},
      compatibility: null,
      videoUrl: null,
      studioNote: null,
      deliverable: { en: 'Links and licence' },
      fileId: null,
      active: true,
    });
  });

  it('keeps the previews with an alt text per image and language, and what the buyer gets line by line', () => {
    const parsed = productInputSchema.parse({
      ...valid,
      gallery: ['/images/products/kit/preview-1.webp', '/uploads/b.webp'],
      gallery_alt: { en: ['The logo sheet'], no: ['Logoarket', 'Fargene'] },
      contents: { en: ['Canva template · 12 pages', ' ', 'PDF guide'], no: ['Canva-mal · 12 sider'] },
      compatibility: { en: 'Works with Canva Free and Pro', no: '' },
      video_url: ' https://www.youtube.com/embed/abc ',
    });
    // Alt texts line up with the images ('' where none); blank lines and blank translations are dropped.
    expect(parsed.galleryAlt).toEqual({ en: ['The logo sheet', ''], no: ['Logoarket', 'Fargene'] });
    expect(parsed.contents).toEqual({ en: ['Canva template · 12 pages', 'PDF guide'], no: ['Canva-mal · 12 sider'] });
    expect(parsed.compatibility).toEqual({ en: 'Works with Canva Free and Pro' });
    expect(parsed.videoUrl).toBe('https://www.youtube.com/embed/abc');
  });

  it('refuses previews from other sites, more alt texts than previews, over-long lines and a video that is not a web address', () => {
    expect(issues({ ...valid, gallery: ['https://evil.example/x.png'] })[0]).toMatch(/^gallery\.0: must be a site path/);
    expect(issues({ ...valid, gallery: ['/a.webp'], gallery_alt: { no: ['a', 'b'] } })).toEqual([
      'gallery_alt.no: must have at most one text per gallery image, in the same order',
    ]);
    expect(issues({ ...valid, contents: { en: ['x'.repeat(201)] } })).toEqual(['contents.en.0: must be at most 200 characters']);
    expect(issues({ ...valid, contents: Array.from({ length: 21 }, () => 'line') })).toEqual(['contents: at most 20 lines']);
    expect(issues({ ...valid, compatibility: { fr: 'Canva' } })).toEqual(['compatibility: languages must be among: en, no']);
    expect(issues({ ...valid, video_url: 'javascript:alert(1)' })).toEqual(['video_url: must be a web address (https://…)']);
  });

  it.each([
    ['29', 2900],
    ['0.50', 50],
    ['34.5', 3450],
    [' 100000 ', 10_000_000],
  ])('takes %p dollars as %p cents', (price, cents) => {
    expect(productInputSchema.parse({ ...valid, price }).priceCents).toBe(cents);
  });

  it.each([
    ['1.234', 'price: Price must be an amount in dollars with at most 2 decimals, such as 29 or 34.50'],
    ['abc', 'price: Price must be an amount in dollars with at most 2 decimals, such as 29 or 34.50'],
    ['0', 'price: Price must be more than 0'],
    ['0.00', 'price: Price must be more than 0'],
    ['-5', 'price: Price must be more than 0'],
    // Stripe charges at least $0.50: every checkout of a cheaper product would fail.
    ['0.10', 'price: Price must be at least 0.50, the smallest amount Stripe charges in USD'],
    ['0.49', 'price: Price must be at least 0.50, the smallest amount Stripe charges in USD'],
    [34.5, 'price: Price must be an amount in dollars with at most 2 decimals, such as 29 or 34.50'],
    ['100000.01', 'price: Price must be at most 100000'],
    ['1e3', 'price: Price must be an amount in dollars with at most 2 decimals, such as 29 or 34.50'],
    ['', 'price: Price is required'],
    [undefined, 'price: Price is required'],
    [null, 'price: Price is required'],
  ])('refuses price %p', (price, message) => {
    expect(issues({ ...valid, price })).toEqual([message]);
  });

  it('refuses a product with neither a deliverable text nor a file', () => {
    expect(issues({ ...valid, deliverable: { en: '  ' } })).toEqual([`deliverable: ${NO_DELIVERABLE}`]);
    expect(issues({ ...valid, deliverable: null, file_id: '00000000-0000-4000-8000-000000000001' })).toEqual([]);
  });

  it('refuses an unknown category, an image from another site and a file id that is not a uuid', () => {
    expect(issues({ ...valid, category: 'Fonts' })[0]).toMatch(/^category: must be one of/);
    expect(issues({ ...valid, image_url: 'https://evil.example/x.png' })[0]).toMatch(/^image_url: must be a site path/);
    expect(issues({ ...valid, file_id: 'x' })).toEqual(['file_id: must be the id of an uploaded file']);
  });

  it("keeps the studio's own kroner price, and refuses one that is not an amount or a currency the shop does not sell in", () => {
    expect(productInputSchema.parse({ ...valid, prices: { nok: '590' } }).prices).toEqual({ nok: 59000 });
    expect(productInputSchema.parse({ ...valid, prices: { nok: ' ' } }).prices).toEqual({ nok: 35000 });
    expect(issues({ ...valid, prices: { nok: '59,-' } })).toEqual([
      'prices.nok: Price in NOK must be an amount with at most 2 decimals, such as 590 or 345.50',
    ]);
    expect(issues({ ...valid, prices: { nok: '0' } })).toEqual(['prices.nok: Price in NOK must be more than 0']);
    expect(issues({ ...valid, prices: { nok: '2.99' } })).toEqual([
      'prices.nok: Price in NOK must be at least 3, the smallest amount Stripe charges in NOK',
    ]);
    expect(productInputSchema.parse({ ...valid, prices: { nok: '3' } }).prices).toEqual({ nok: 300 });
    expect(issues({ ...valid, prices: { eur: '50' } })).toEqual(['prices: prices takes only: nok']);
    expect(issues({ ...valid, prices: 'cheap' })).toEqual(['prices: prices must be an object of amounts by currency']);
  });

  it('shows cents as dollars again', () => {
    expect([2900, 3450, 29, 1].map(dollarsOf)).toEqual(['29', '34.50', '0.29', '0.01']);
    expect(centsOf('1.5')).toBe(150);
  });
});

describe('the download name on the success page', () => {
  it('reads the UTF-8 name of an RFC 6266 header, else the plain one', () => {
    expect(fileNameOf(`attachment; filename="Brand Kit.pdf"; filename*=UTF-8''Br%C3%A5nd%20Kit.pdf`)).toBe('Brånd Kit.pdf');
    expect(fileNameOf('attachment; filename="product_cs_demo_1.txt"')).toBe('product_cs_demo_1.txt');
    expect(fileNameOf(`attachment; filename="x.pdf"; filename*=UTF-8''%E0%A4%A`)).toBe('x.pdf');
    expect(fileNameOf(null)).toBeNull();
  });

  it('is what the server writes for a product title', () => {
    expect(fileNameOf(attachmentHeader('Brånd Kit «Pro» 100%.pdf'))).toBe('Brånd Kit «Pro» 100%.pdf');
    expect(attachmentHeader('Brånd Kit «Pro» 100%.pdf')).toBe(
      `attachment; filename="Brand Kit _Pro_ 100_.pdf"; filename*=UTF-8''Br%C3%A5nd%20Kit%20%C2%ABPro%C2%BB%20100%25.pdf`,
    );
  });
});
