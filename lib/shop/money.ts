import { formats } from '@/i18n/formats';
import { LOCALE_TAGS } from '@/i18n/locales';
import type { Locale } from '@/i18n/routing';

// The site's one money formatter, in the formats next-intl is given (i18n/formats.ts). Plain Intl
// rather than next-intl's formatter: the payment page's client view formats with it too, and the
// public site has no NextIntlClientProvider (i18n/navigation.ts). The currency is shown in
// capitals (docs/behaviour.md#prices-and-amounts): one without a symbol of its own shows its code.

function formatter(locale: Locale, currency: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return new Intl.NumberFormat(LOCALE_TAGS[locale].intl, { ...options, currency: currency.toUpperCase() });
}

/**
 * A price on offer (shop, services, buy buttons), in major units: whole amounts without cents
 * ("$59", "2 999 $"), others with two decimals ("$34.50", "34,50 $").
 */
export function formatPrice(amount: number, currency: string, locale: Locale): string {
  return formatter(locale, currency, formats.number.price).format(amount);
}

/**
 * An amount paid (payment page, demo checkout, receipts, the admin's orders), from minor units:
 * total/100 with two decimals always (docs/behaviour.md#prices-and-amounts): "$34.00", "34,00 $".
 */
export function formatPaid(minorUnits: number, currency: string, locale: Locale): string {
  return formatter(locale, currency, formats.number.paid).format(minorUnits / 100);
}
