// docs/behaviour.md#digital-products: the seed, the admin's choices and the shop's anchors name these.
export const PRODUCT_CATEGORIES = ['Instagram Post Templates', 'Instagram Reels Templates', 'Brand Identity Template Collection'] as const;

export type ProductCategoryName = (typeof PRODUCT_CATEGORIES)[number];
