import type { DigitalProduct } from '@/lib/content/types';

const CATEGORY_SLUGS: Record<string, string> = {
  'Brand Identity Template Collection': 'brand-identity',
  'Instagram Post Templates': 'instagram-posts',
  'Instagram Reels Templates': 'instagram-reels',
};

export function categorySlug(category: string): string {
  return (
    CATEGORY_SLUGS[category] ??
    category
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  );
}

export interface ProductGroup {
  name: string;
  products: DigitalProduct[];
}

function groupBy(products: DigitalProduct[], keyOf: (product: DigitalProduct) => string): ProductGroup[] {
  const groups = new Map<string, DigitalProduct[]>();
  for (const product of products) {
    const key = keyOf(product);
    groups.set(key, [...(groups.get(key) ?? []), product]);
  }
  return [...groups].map(([name, members]) => ({ name, products: members }));
}

/** In the order of `categories`; categories without products left out, unknown ones last. */
export function groupByCategory(products: DigitalProduct[], categories: string[]): ProductGroup[] {
  const rank = (name: string) => {
    const index = categories.indexOf(name);
    return index === -1 ? categories.length : index;
  };
  return groupBy(products, (product) => product.category).sort((a, b) => rank(a.name) - rank(b.name));
}

export interface SubcategoryGroup {
  name: string | null;
  products: DigitalProduct[];
}

/** In order of first appearance; products without a subcategory (blank is none) last, named null. */
export function groupBySubcategory(products: DigitalProduct[], category: string): SubcategoryGroup[] {
  const inCategory = products.filter((product) => product.category === category);
  const subcategoryOf = (product: DigitalProduct) => product.subcategory?.trim() || null;
  const named = groupBy(
    inCategory.filter((product) => subcategoryOf(product) !== null),
    (product) => subcategoryOf(product)!,
  );
  const unnamed = inCategory.filter((product) => subcategoryOf(product) === null);
  return [...named, ...(unnamed.length > 0 ? [{ name: null, products: unnamed }] : [])];
}
