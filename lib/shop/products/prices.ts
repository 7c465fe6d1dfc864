import { LOCALE_TAGS } from '@/i18n/locales';
import { routing, type Locale } from '@/i18n/routing';
import type { DigitalProductRow } from '@/lib/db/schema';

// Each page language shows and charges one currency (i18n/locales.ts). A product's `price_cents` is
// in the base currency; its `prices` hold the others, set by the studio (docs/shop.md#currencies).

export const BASE_CURRENCY = 'usd';

/** The currency a page in this language shows and a checkout from it charges. */
export const currencyFor = (locale: Locale): string => LOCALE_TAGS[locale].currency;

/** Every currency the shop sells in, the base first. */
export const SHOP_CURRENCIES: readonly string[] = [...new Set([BASE_CURRENCY, ...routing.locales.map(currencyFor)])];

/** The currencies a product carries beside its base price. */
export const OTHER_CURRENCIES = SHOP_CURRENCIES.filter((currency) => currency !== BASE_CURRENCY);

type Priced = Pick<DigitalProductRow, 'priceCents' | 'currency' | 'prices'>;

/** The product's price in `currency`, minor units; null where the studio has set none. */
export function priceIn(product: Priced, currency: string): number | null {
  if (currency === product.currency) return product.priceCents;
  const price = product.prices[currency];
  return price !== undefined && Number.isSafeInteger(price) && price > 0 ? price : null;
}

/**
 * What a page in this language shows and a checkout from it charges: the price in the language's
 * currency, or the base price where the studio has set none in it.
 */
export function priceOnPage(product: Priced, locale: Locale): { amount: number; currency: string } {
  const currency = currencyFor(locale);
  const amount = priceIn(product, currency);
  return amount === null ? { amount: product.priceCents, currency: product.currency } : { amount, currency };
}

// A starting point for the studio's own price, not an exchange rate: round figures in each currency
// ($59 → 590 kr). The migration that added kroner prices used the same rule.
const SUGGESTION: Record<string, { perBaseUnit: number; roundToMinor: number }> = {
  nok: { perBaseUnit: 10, roundToMinor: 1000 },
};

/** A suggested price in `currency` for a base price (minor units), or null with no rule for it. */
export function suggestedPrice(baseMinor: number, currency: string): number | null {
  const rule = SUGGESTION[currency];
  if (!rule) return null;
  const rounded = Math.round((baseMinor * rule.perBaseUnit) / rule.roundToMinor) * rule.roundToMinor;
  return Math.max(rounded, rule.roundToMinor);
}

/** The prices beside the base one, each the given one or else the suggestion. */
export function otherPrices(baseMinor: number, given: Record<string, number | null | undefined> = {}): Record<string, number> {
  const prices: Record<string, number> = {};
  for (const currency of OTHER_CURRENCIES) {
    const price = given[currency] ?? suggestedPrice(baseMinor, currency);
    if (price) prices[currency] = price;
  }
  return prices;
}
