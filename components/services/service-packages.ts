import type { Locale } from '@/i18n/routing';
import type { ReadPage } from '@/lib/pages/content';
import { formatPrice } from '@/lib/shop/money';

// The packages are the services page's content (docs/behaviour.md#services); here is what the
// studio does not edit: each package's icon, by its id (the anchor other pages link to).

export type ServicePackage = ReadPage<'services'>['packages'][number];

const ICONS = new Map([
  ['website-design', 'M3 5h18v14H3zM3 9h18'],
  ['branding', 'M12 3l2.5 6.5L21 12l-6.5 2.5L12 21l-2.5-6.5L3 12l6.5-2.5z'],
  ['branding-website', 'M4 4h7v7H4zM13 13h7v7h-7zM13 4h7v7h-7zM4 13h7v7H4z'],
]);
/** For a package the studio adds: a plain check mark in a circle. */
const DEFAULT_ICON = 'M12 3a9 9 0 100 18 9 9 0 000-18zM8 12.5l3 3 5-6';

export const packageIcon = (id: string) => ICONS.get(id) ?? DEFAULT_ICON;

/** The combined package is the best value (15% below the two services booked separately). */
export const HIGHLIGHTED_PACKAGE = 'branding-website';

/** Each package's starting price in the page's money format, by package id: the SEO description's `{id}` placeholders. */
export function packagePrices(packages: ServicePackage[], locale: Locale): Record<string, string> {
  return Object.fromEntries(packages.map((service) => [service.id, formatPrice(service.price.amount, service.price.currency, locale)]));
}
