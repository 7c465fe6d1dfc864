import type { Locale } from '@/i18n/routing';
import { formatPrice } from '@/lib/shop/money';

/**
 * The three service packages (docs/behaviour.md#services): the anchor the footer and other pages
 * link to, the key of their texts in the ServicesPage messages, and the starting price in US
 * dollars.
 */
export const SERVICE_PACKAGES = [
  { id: 'website-design', key: 'websiteDesign', priceUsd: 2999, icon: 'M3 5h18v14H3zM3 9h18' },
  { id: 'branding', key: 'branding', priceUsd: 1999, icon: 'M12 3l2.5 6.5L21 12l-6.5 2.5L12 21l-2.5-6.5L3 12l6.5-2.5z' },
  { id: 'branding-website', key: 'brandingWebsite', priceUsd: 3999, icon: 'M4 4h7v7H4zM13 13h7v7h-7zM13 4h7v7h-7zM4 13h7v7H4z' },
] as const;

export type ServicePackage = (typeof SERVICE_PACKAGES)[number];

/** The combined package is the best value (15% below the two services booked separately). */
export const HIGHLIGHTED_PACKAGE: ServicePackage['id'] = 'branding-website';

/** The packages' starting prices in the page's money format, by package key: the values of the messages that name them. */
export function servicePrices(locale: Locale): Record<ServicePackage['key'], string> {
  return Object.fromEntries(SERVICE_PACKAGES.map((service) => [service.key, formatPrice(service.priceUsd, 'usd', locale)])) as Record<
    ServicePackage['key'],
    string
  >;
}
