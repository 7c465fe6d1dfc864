import { render, screen, within } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { createTranslator } from 'next-intl';
import { ProductDetail } from '@/components/shop/product-detail';
import { ProductExtras } from '@/components/shop/product-extras';
import type { DigitalProduct } from '@/lib/content/types';
import { shopPage } from '@/lib/db/seed/data/pages/shop';
import { productSeeds } from '@/lib/db/seed/data/products';
import { seedPage } from '@/lib/db/seed/pages';
import type { SeedProduct } from '@/lib/db/seed/types';
import { localizePage } from '@/lib/pages/localize';
import type { PageKey } from '@/lib/pages/registry';
import { categoryEntry } from '@/lib/shop/products/category-copy';
import en from '@/messages/en.json';
import no from '@/messages/no.json';

// What's Included names the formats a product's category really ships, and the two sample reviews
// are written for its category (docs/behaviour.md#product-page keeps the list's six entries and the
// two reviews). The texts are the shop page's content; its seed is what a new site shows.

let mockLocale: 'en' | 'no' = 'en';
jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: mockLocale, messages: mockLocale === 'no' ? no : en, namespace: namespace as never }),
}));
jest.mock('@/lib/content/pages', () => ({
  getPageContent: async (key: PageKey) => localizePage(key, seedPage(key), mockLocale),
}));
jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...props} />,
}));
jest.mock('@/components/shop/buy-button', () => ({ BuyButton: ({ label }: { label: string }) => <button type="button">{label}</button> }));
jest.mock('@/components/shop/product-view-tracker', () => ({ ProductViewTracker: () => null }));
let mockSeller: { vat_registered: boolean; prices_include_vat: boolean } | null = { vat_registered: true, prices_include_vat: true };
jest.mock('@/lib/shop/seller/public', () => ({ getPublicSeller: async () => mockSeller }));

const { categories } = shopPage;
const CATEGORY_IDS = categories.map((category) => category.id);
/** A category's texts in one language, as the seed holds them. */
const textsOf = (category: string, locale: 'en' | 'no') => {
  const entry = categoryEntry(categories, category)!;
  const formats = entry.included.find((line) => line.id === 'formats')!;
  return {
    id: entry.id,
    formats: formats.text[locale]!,
    reviews: entry.reviews.map((review) => ({ name: review.name[locale], role: review.role[locale], text: review.text[locale]! })),
  };
};
const FORMAT_NAMES = /\b(AI|Canva|PDF|PNG|PSD|MP4)\b/g;
const formatsOf = (text: string) => new Set(text.match(FORMAT_NAMES) ?? []);

// A demo product as the API gives it in one language (the demo products lack no text in any).
function asProduct(seed: SeedProduct, locale: 'en' | 'no', category: string): DigitalProduct {
  return {
    id: seed.key,
    title: seed.title[locale],
    description: seed.description[locale],
    price: seed.price_cents / 100,
    currency: 'usd',
    image_url: `/images/products/${seed.key}.webp`,
    category,
    subcategory: seed.subcategory[locale],
    gallery: seed.gallery,
    gallery_alt: seed.gallery_alt[locale],
    contents: seed.contents[locale],
    compatibility: seed.compatibility[locale],
    video_url: null,
  };
}

async function renderDetail(seed: SeedProduct, locale: 'en' | 'no', category: string = seed.category) {
  mockLocale = locale;
  const product = asProduct(seed, locale, category);
  render(
    <>
      {await ProductDetail({ product, locale })}
      {await ProductExtras({ product })}
    </>,
  );
}

const includedList = (title: string) =>
  within(screen.getByRole('heading', { name: title }).parentElement!)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const reviewTexts = (title: string) =>
  within(screen.getByRole('heading', { name: title }).parentElement!)
    .getAllByRole('figure')
    .map((figure) => figure.textContent);

describe('category texts', () => {
  it('are the known categories’ own, and the neutral ones for any other category', () => {
    expect(categoryEntry(categories, 'Brand Identity Template Collection')?.id).toBe('brand-identity');
    expect(categoryEntry(categories, 'Instagram Post Templates')?.id).toBe('instagram-posts');
    expect(categoryEntry(categories, 'Instagram Reels Templates')?.id).toBe('instagram-reels');
    expect(categoryEntry(categories, 'Canva Course & Workbooks')?.id).toBe('other');
  });

  it.each(['en', 'no'] as const)('exist for every category in %s: a formats entry and two reviews with name, role and text', (locale) => {
    expect(CATEGORY_IDS).toEqual(['brand-identity', 'instagram-posts', 'instagram-reels', 'other']);
    for (const entry of categories) {
      expect(entry.included.find((line) => line.id === 'formats')?.text[locale]).toEqual(expect.any(String));
      expect(entry.reviews.map((review) => review.id)).toEqual(['first', 'second']);
      for (const review of entry.reviews)
        expect({ name: review.name[locale], role: review.role[locale], text: review.text[locale] }).toEqual({
          name: expect.any(String),
          role: expect.any(String),
          text: expect.any(String),
        });
    }
  });

  it('promise only formats that every product of the category ships ("where noted" only where its description notes it)', () => {
    // The English promise (its "where noted") against the English files and description.
    const locale = 'en';
    for (const seed of productSeeds) {
      const promise = textsOf(seed.category, locale).formats;
      const [always, whereNoted = ''] = promise.split(/ where noted/)[0]!.split(/, and (?=[^,]+$)/);
      const shipped = formatsOf(seed.deliverable[locale]);
      for (const format of formatsOf(always!))
        expect({ product: seed.key, format, shipped: shipped.has(format) }).toEqual({ product: seed.key, format, shipped: true });
      for (const format of formatsOf(whereNoted)) if (seed.description[locale].includes(format)) expect(shipped.has(format)).toBe(true);
    }
  });

  it('name no file format for a category without texts of its own', () => {
    expect(formatsOf(textsOf('Canva Course & Workbooks', 'en').formats).size).toBe(0);
    expect(formatsOf(textsOf('Canva Course & Workbooks', 'no').formats).size).toBe(0);
  });

  it('give each category reviews of its own, and the Norwegian ones never speak of kroner about a dollar price', () => {
    for (const locale of ['en', 'no'] as const) {
      const texts = categories.flatMap((entry) => entry.reviews.map((review) => review.text[locale]));
      expect(new Set(texts).size).toBe(texts.length);
    }
    for (const entry of categories) for (const review of entry.reviews) expect(review.text.no).not.toMatch(/\bkron(e|er)\b|\bkr\b/i);
  });
});

describe('product page', () => {
  it.each([
    ['Instagram Post Templates', 'Multiple format options (Canva, PNG, and PSD where noted)', 'Sofie M.'],
    ['Instagram Reels Templates', 'Multiple format options (Canva, MP4 previews, and PSD covers where noted)', 'Ingrid L.'],
    ['Brand Identity Template Collection', 'Multiple format options (AI, Canva, PDF, PNG)', 'Camilla R.'],
  ])('of a %s product lists its formats and shows reviews written for it', async (category, formats, reviewer) => {
    await renderDetail(
      productSeeds.find((seed) => seed.category === category)!,
      'en',
    );
    expect(includedList('What’s Included')).toEqual([
      'High-resolution design files',
      formats,
      'Easy customization instructions',
      'Commercial use license',
      'Instant download after purchase',
      'Lifetime access',
    ]);
    const reviews = reviewTexts('What customers say');
    expect(reviews).toHaveLength(2);
    expect(reviews[0]).toContain(reviewer);
  });

  it.each([
    [
      'a VAT-registered seller whose prices include VAT',
      { vat_registered: true, prices_include_vat: true },
      'en',
      'One-time payment incl. VAT, instant download',
    ],
    [
      'one whose prices are without VAT',
      { vat_registered: true, prices_include_vat: false },
      'no',
      'Engangsbetaling, mva. legges til i kassen, last ned med en gang',
    ],
    ['a seller not registered for VAT', { vat_registered: false, prices_include_vat: true }, 'en', 'One-time payment, instant download'],
  ] as const)('states the price with its VAT for %s', async (_label, seller, locale, note) => {
    mockSeller = seller;
    await renderDetail(productSeeds[0]!, locale);
    expect(screen.getByText(note)).toBeInTheDocument();
    mockSeller = { vat_registered: true, prices_include_vat: true };
  });

  it('in an unknown category keeps the six entries with a neutral formats entry and the general reviews, in Norwegian too', async () => {
    await renderDetail(productSeeds[0]!, 'no', 'Canva Course & Workbooks');
    const other = textsOf('Canva Course & Workbooks', 'no');
    expect(includedList('Dette får du')[1]).toBe(other.formats);
    expect(reviewTexts('Dette sier kundene')[1]).toContain(other.reviews[1]!.text);
  });

  it.each(['en', 'no'] as const)(
    'shows the pictures as a gallery and the files with their formats and compatibility, in %s',
    async (locale) => {
      const seed = productSeeds[0]!;
      await renderDetail(seed, locale);
      const title = seed.title[locale];
      const gallery = screen.getByRole('region', { name: locale === 'en' ? `Pictures of ${title}` : `Bilder av ${title}` });
      // The product's picture, then its previews, each described (slides not shown are hidden until chosen).
      const slides = within(gallery).getAllByRole('list')[0]!.querySelectorAll('img');
      expect([...slides].map((img) => img.alt)).toEqual([
        locale === 'en' ? `${title}, picture 1 of 6` : `${title}, bilde 1 av 6`,
        ...seed.gallery_alt[locale],
      ]);
      expect(within(gallery).getAllByRole('button', { name: /^(Show picture|Vis bilde) \d$/ })).toHaveLength(6);
      expect(includedList(locale === 'en' ? 'The files' : 'Filene')).toEqual(seed.contents[locale]);
      expect(screen.getByText(seed.compatibility[locale])).toBeInTheDocument();
      // No placeholder for a video the product does not have.
      expect(screen.queryByRole('heading', { name: /video/i })).not.toBeInTheDocument();
      expect(document.querySelector('iframe')).toBeNull();
    },
  );

  it('shows the preview video when the product has one on a video host', async () => {
    mockLocale = 'en';
    const product = {
      ...asProduct(productSeeds[0]!, 'en', productSeeds[0]!.category),
      video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    };
    render(await ProductExtras({ product }));
    expect(screen.getByRole('heading', { name: 'Preview video' })).toBeInTheDocument();
    expect(screen.getByTitle(`Preview video of ${product.title}`)).toHaveAttribute('src', expect.stringContaining('youtube'));
  });
});
