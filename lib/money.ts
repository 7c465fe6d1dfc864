import { INTL_LOCALES } from '@/i18n/intl-locale';
import type { Locale } from '@/i18n/routing';

// The site's one money format, per language: the currency's symbol where the language puts it
// ("$34.50" in English, "34,50 $" in Norwegian), with the language's separators. The spec says the
// currency is "shown uppercased"; with narrowSymbol the shop's USD is shown as its symbol "$" (the
// spec's dollar sign on product pages) in both languages rather than as the code "USD"; a
// currency without a symbol of its own still shows its code, in capitals ("CHF 12.00").

function formatter(locale: Locale, currency: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return new Intl.NumberFormat(INTL_LOCALES[locale], {
    style: 'currency',
    currency: currency.toUpperCase(),
    currencyDisplay: 'narrowSymbol',
    ...options,
  });
}

/**
 * A price on offer (shop, services, buy buttons), in major units: whole amounts without cents
 * ("$59", "2 999 $"), others with two decimals ("$34.50", "34,50 $").
 */
export function formatPrice(amount: number, currency: string, locale: Locale): string {
  return formatter(locale, currency, { trailingZeroDisplay: 'stripIfInteger' }).format(amount);
}

/**
 * An amount paid (payment page, demo checkout, receipts, the admin's orders), from minor units:
 * total/100 with two decimals always (SPEC section 9): "$34.00", "34,00 $".
 */
export function formatPaid(minorUnits: number, currency: string, locale: Locale): string {
  return formatter(locale, currency, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minorUnits / 100);
}
