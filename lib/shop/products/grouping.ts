import type { DigitalProduct } from '@/lib/content/types';

/** Section anchors of the known categories (docs/behaviour.md#digital-products); other categories get a slug of their name. */
const CATEGORY_SLUGS: Record<string, string> = {
  'Brand Identity Template Collection': 'brand-identity',
  'Instagram Post Templates': 'instagram-posts',
  'Instagram Reels Templates': 'instagram-reels',
};

/** The slug of a category the site has its own texts for (included formats, sample reviews), else undefined. */
export function knownCategorySlug(category: string): string | undefined {
  return CATEGORY_SLUGS[category];
}

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
  /** The category or subcategory name the products share. */
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

/**
 * Products per category, in the order of `categories` (the categories call's order); a category
 * without products is left out, one missing from `categories` comes last.
 */
export function groupByCategory(products: DigitalProduct[], categories: string[]): ProductGroup[] {
  const rank = (name: string) => {
    const index = categories.indexOf(name);
    return index === -1 ? categories.length : index;
  };
  return groupBy(products, (product) => product.category).sort((a, b) => rank(a.name) - rank(b.name));
}

export interface SubcategoryGroup {
  /** The shared subcategory; null for the products that have none. */
  name: string | null;
  products: DigitalProduct[];
}

/**
 * The products of one category per subcategory, in order of first appearance; the products without
 * a subcategory (blank counts as none) come last, in one group named null.
 */
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
