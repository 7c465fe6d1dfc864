// The shop's three categories (docs/behaviour.md#digital-products): the seed's products, the
// admin's choice list and the shop's section anchors (lib/shop/products/grouping.ts) all name these.
export const PRODUCT_CATEGORIES = ['Instagram Post Templates', 'Instagram Reels Templates', 'Brand Identity Template Collection'] as const;

export type ProductCategoryName = (typeof PRODUCT_CATEGORIES)[number];
