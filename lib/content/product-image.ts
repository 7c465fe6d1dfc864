/** Shown when a product has no image of its own (the shop and the admin's list). */
export const DEFAULT_PRODUCT_IMAGE = '/images/products/default.webp';
