import { choice, custom, gallery, galleryText, paragraph, plain, text, toggle } from '@/lib/forms/fields';
import { describeRecord } from '@/lib/forms/record';
import { PRODUCT_CATEGORIES } from './categories';

/** What the buyer gets: at most this many lines per language, each at most this long. */
export const PRODUCT_CONTENTS = { lines: 20, line: 200 } as const;

const ADDRESS = 2048;

// A product, described once: the API's schema (lib/shop/products/input.ts), the admin's form and its
// translation status follow from it (docs/decisions/record-descriptions.md). Four fields keep the
// API's own contract, each an override there: `price` is dollars as typed (a text, stored as cents);
// `prices` the other currencies' as typed, blank for the suggestion, and `file_id` the uploaded
// file, both custom inputs of the product form; `contents` is a list of lines per language, which
// the form edits as a paragraph, a line each.
export const productDescription = describeRecord({
  fields: {
    title: text(200),
    description: paragraph(5000),
    price: plain(12),
    prices: custom('prices'),
    category: choice(PRODUCT_CATEGORIES),
    subcategory: text(200, { optional: true }),
    active: toggle({ initial: true }),
    image_url: plain(ADDRESS, { format: 'picture', optional: true }),
    file_id: custom('file'),
    deliverable: paragraph(20_000, { optional: true, lines: 5 }),
    gallery: gallery(12, { alt: 'gallery_alt' }),
    gallery_alt: galleryText('gallery', 300),
    contents: paragraph(PRODUCT_CONTENTS.lines * (PRODUCT_CONTENTS.line + 1), { optional: true, lines: 5 }),
    compatibility: text(300, { optional: true }),
    video_url: plain(ADDRESS, { format: 'url', optional: true }),
    studio_note: plain(1000, { optional: true, lines: 3 }),
  },
  sections: [
    { key: 'basics', fields: ['title', 'description', 'price', 'prices', 'category', 'subcategory', 'active'] },
    { key: 'delivery', fields: ['image_url', 'file_id', 'deliverable', 'studio_note'] },
    { key: 'showcase', fields: ['gallery', 'contents', 'compatibility', 'video_url'] },
  ],
  // Sales are no field: the section counts them (components/admin/products/products-section.tsx).
  list: {
    title: 'title',
    image: 'image_url',
    tags: [{ field: 'active', is: false, look: 'inactive' }],
    details: ['category', 'subcategory', 'file_id'],
    extra: 'sales',
    figure: 'price',
  },
});
