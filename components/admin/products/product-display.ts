import type { AdminProduct } from '@/lib/shop/products/input';
import { formatPrice } from '@/lib/shop/money';

// How the product list shows a product's figures.

/** The price as the English shop shows it: "$29", "$34.50". */
export const shopPrice = (cents: number, currency: string) => formatPrice(cents / 100, currency, 'en');

/** "2.4 MB", "812 kB". */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

/** The subcategories already in use, for the form's suggestions: English and Norwegian apart. */
export function subcategorySuggestions(products: readonly AdminProduct[]) {
  const distinct = (values: (string | null)[]) =>
    [...new Set(values.filter((value): value is string => Boolean(value)))].sort((a, b) => a.localeCompare(b));
  return { en: distinct(products.map((p) => p.subcategory)), no: distinct(products.map((p) => p.subcategory_no)) };
}
