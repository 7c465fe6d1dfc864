import { formats } from '@/i18n/formats';
import { LOCALE_TAGS } from '@/i18n/locales';
import type { Locale } from '@/i18n/routing';

// Plain Intl: the public site has no NextIntlClientProvider (docs/decisions/public-i18n-runtime.md).

function formatter(locale: Locale, currency: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return new Intl.NumberFormat(LOCALE_TAGS[locale].intl, { ...options, currency: currency.toUpperCase() });
}

/** A price on offer, in major units: "$59", "$34.50". */
export function formatPrice(amount: number, currency: string, locale: Locale): string {
  return formatter(locale, currency, formats.number.price).format(amount);
}

/** An amount paid, from minor units, always with two decimals: "$34.00". */
export function formatPaid(minorUnits: number, currency: string, locale: Locale): string {
  return formatter(locale, currency, formats.number.paid).format(minorUnits / 100);
}
