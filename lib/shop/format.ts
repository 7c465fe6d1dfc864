import type { Locale } from '@/i18n/routing';

const NUMBER_LOCALES: Record<Locale, string> = { en: 'en-US', no: 'nb-NO' };

/**
 * A product price in dollars as shown on the shop pages: '$29' for whole dollars, '$34.50' (or
 * '$34,50' in Norwegian) otherwise, so the many whole-dollar prices stay short.
 */
export function formatPrice(price: number, locale: Locale): string {
  const whole = Number.isInteger(price);
  const number = new Intl.NumberFormat(NUMBER_LOCALES[locale], {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(price);
  return `$${number}`;
}

/** An amount paid, from minor units: total/100 with two decimals and the currency uppercased (SPEC section 9). */
export function formatAmount(amountTotal: number, currency: string, locale: Locale): string {
  const number = new Intl.NumberFormat(NUMBER_LOCALES[locale], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(amountTotal / 100);
  return `${number} ${currency.toUpperCase()}`;
}
