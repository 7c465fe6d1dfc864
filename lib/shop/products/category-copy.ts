import { categorySlug } from './grouping';

/** The shop content's entry that serves a category with no entry of its own (docs/behaviour.md#product-page). */
export const OTHER_CATEGORY = 'other';

/**
 * The shop content's texts for a product category (name, description, what is included, reviews):
 * the entry whose id is the category's slug, else the 'other' entry; none when the studio removed it.
 */
export function categoryEntry<T extends { id: string }>(entries: T[], category: string): T | undefined {
  const slug = categorySlug(category);
  return entries.find((entry) => entry.id === slug) ?? entries.find((entry) => entry.id === OTHER_CATEGORY);
}
