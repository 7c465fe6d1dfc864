import { knownCategorySlug } from './grouping';

export const CATEGORY_COPY_KEYS = ['brand-identity', 'instagram-posts', 'instagram-reels', 'other'] as const;
export type CategoryCopyKey = (typeof CATEGORY_COPY_KEYS)[number];

/** Which texts (file formats, sample reviews) fit a product's category; 'other' for one added later. */
export function categoryCopyKey(category: string): CategoryCopyKey {
  const slug = knownCategorySlug(category);
  return CATEGORY_COPY_KEYS.find((key) => key === slug) ?? 'other';
}
