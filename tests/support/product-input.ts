import type { ProductInput } from '@/lib/shop/products/input';

let counter = 0;

const defaults = () => {
  counter += 1;
  return {
    title: { en: `Test Product ${counter}`, no: `Testprodukt ${counter}` },
    description: { en: 'Templates for a launch week.', no: 'Maler for en lanseringsuke.' },
    price: '34.50',
    category: 'Brand Identity Template Collection',
    subcategory: { en: 'Launch', no: 'Lansering' },
    image_url: null,
    gallery: ['/uploads/preview-1.webp'],
    gallery_alt: { en: ['The logo sheet'], no: ['Logoarket'] },
    contents: { en: ['Canva template · 12 pages', 'PDF guide'], no: ['Canva-mal · 12 sider', 'PDF-guide'] },
    compatibility: { en: 'Works with Canva Free and Pro', no: 'Fungerer med Canva Free og Pro' },
    video_url: null,
    deliverable: { en: 'Your templates: https://example.com/files', no: 'Malene dine: https://example.com/files' },
    file_id: null,
    active: true,
  } satisfies ProductInput;
};

/** A complete, valid product form body in both languages, with a title no other test uses. */
export function productInput<Overrides extends Partial<ProductInput> = Record<never, never>>(
  // A field the API does not know (`title_no`) is refused here: the API would drop it without a word.
  overrides: Overrides & Record<Exclude<keyof Overrides, keyof ProductInput>, never> = {} as never,
): Omit<ReturnType<typeof defaults>, keyof Overrides> & Overrides {
  return { ...defaults(), ...overrides };
}
