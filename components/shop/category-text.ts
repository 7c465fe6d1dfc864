import 'server-only';
import { getPageContent } from '@/lib/content/pages';
import type { ReadPage } from '@/lib/pages/content';
import { categoryEntry } from '@/lib/shop/products/category-copy';
import { categorySlug } from '@/lib/shop/products/grouping';

type CategoryContent = ReadPage<'shop'>['categories'][number];

export interface CategoryText {
  slug: string;
  name: string;
  description: string | null;
  included: CategoryContent['included'];
  reviews: CategoryContent['reviews'];
}

/**
 * A product category's texts from the shop content (stored categories are English names): its own
 * entry's, else the 'other' entry's; without either, the stored name and nothing more.
 */
export async function getCategoryText(): Promise<(category: string) => CategoryText> {
  const { categories } = await getPageContent('shop');
  return (category) => {
    const entry = categoryEntry(categories, category);
    return {
      slug: categorySlug(category),
      name: entry?.name ?? category,
      description: entry?.description ?? null,
      included: entry?.included ?? [],
      reviews: entry?.reviews ?? [],
    };
  };
}
