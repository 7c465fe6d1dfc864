import { knownCategorySlug } from './grouping';

/** The categories that have texts of their own on the product page, and the neutral texts for any other. */
export const CATEGORY_COPY_KEYS = ['brand-identity', 'instagram-posts', 'instagram-reels', 'other'] as const;
export type CategoryCopyKey = (typeof CATEGORY_COPY_KEYS)[number];

/**
 * Which texts fit a product's category: its file formats in What's Included and its two sample
 * reviews (messages ProductDetail.included.formats.* and ProductDetail.reviews.*). A brand kit
 * ships Illustrator files, an Instagram template Canva ones; a category the studio adds later gets
 * the neutral texts until it has its own.
 */
export function categoryCopyKey(category: string): CategoryCopyKey {
  const slug = knownCategorySlug(category);
  return CATEGORY_COPY_KEYS.find((key) => key === slug) ?? 'other';
}
