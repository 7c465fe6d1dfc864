import type { AdminProduct } from '@/lib/shop/products/input';
import { formatPrice } from '@/lib/shop/money';
import { routing, type Locale } from '@/i18n/routing';

// How the product list shows a product's figures.

/** The price as the shop in the admin's language writes it: "$29", "$34.50" in English. */
export const shopPrice = (cents: number, currency: string, locale: Locale) => formatPrice(cents / 100, currency, locale);

/** "2.4 MB", "812 kB". */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

/** The subcategories already in use, for the form's suggestions: each language's apart. */
export function subcategorySuggestions(products: readonly AdminProduct[]): Record<Locale, string[]> {
  const distinct = (values: (string | null | undefined)[]) =>
    [...new Set(values.filter((value): value is string => Boolean(value)))].sort((a, b) => a.localeCompare(b));
  const inLocale = (locale: Locale) => distinct(products.map((product) => product.subcategory?.[locale]));
  return Object.fromEntries(routing.locales.map((locale) => [locale, inLocale(locale)])) as Record<Locale, string[]>;
}
