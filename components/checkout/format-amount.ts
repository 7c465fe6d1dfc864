import type { Locale } from '@/i18n/routing';

const NUMBER_LOCALES: Record<Locale, string> = { en: 'en-US', no: 'nb-NO' };

/** An amount in minor units as the buyer's language writes it: '$29.00', '29,00 USD'. */
export function formatAmount(locale: Locale, minorUnits: number, currency: string): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[locale], { style: 'currency', currency: currency.toUpperCase() }).format(minorUnits / 100);
}
