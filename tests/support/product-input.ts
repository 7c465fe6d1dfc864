import type { ProductInput } from '@/lib/shop/products/input';

let counter = 0;

/** A complete, valid product form body in both languages, with a title no other test uses. */
export function productInput(overrides: Partial<ProductInput> = {}): ProductInput {
  counter += 1;
  return {
    title: `Test Product ${counter}`,
    title_no: `Testprodukt ${counter}`,
    description: 'Templates for a launch week.',
    description_no: 'Maler for en lanseringsuke.',
    price: '34.50',
    category: 'Brand Identity Template Collection',
    subcategory: 'Launch',
    subcategory_no: 'Lansering',
    image_url: null,
    deliverable: 'Your templates: https://example.com/files',
    deliverable_no: 'Malene dine: https://example.com/files',
    file_id: null,
    active: true,
    ...overrides,
  };
}
