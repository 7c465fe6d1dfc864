export const TAGS = {
  projects: 'projects',
  testimonials: 'testimonials',
  digitalProducts: 'digital-products',
  articles: 'articles',
  // The seller's details in the footer and on the terms page (lib/shop/seller).
  seller: 'seller',
} as const;

/** One page's texts (lib/pages): a publish refreshes only the pages that show them. */
export const pageTag = (key: string) => `page:${key}` as const;

export type ContentTag = (typeof TAGS)[keyof typeof TAGS] | ReturnType<typeof pageTag>;
