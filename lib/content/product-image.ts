export const DEFAULT_PRODUCT_IMAGE = '/images/products/default.webp';
