import type { Formats } from 'next-intl';

/**
 * The site's named date and number formats: next-intl's (request.ts, i18n/formatter.ts) and lib/shop/money.ts's.
 * Data only, so that client code may read them without next-intl's runtime.
 */
export const formats = {
  dateTime: {
    /** 'March 15, 2024', '15. mars 2024'. */
    long: { dateStyle: 'long' },
  },
  number: {
    // Amounts show the currency's symbol where the language puts it ("$34.50" in English,
    // "34,50 $" in Norwegian); with narrowSymbol the shop's USD is "$" in both languages, and a
    // currency without a symbol of its own shows its code ("CHF 12.00").
    /** A price on offer: whole amounts without cents ("$59"), others with two decimals ("$34.50"). */
    price: { style: 'currency', currencyDisplay: 'narrowSymbol', trailingZeroDisplay: 'stripIfInteger' },
    /** An amount paid: two decimals always ("$34.00"). */
    paid: { style: 'currency', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 },
  },
} as const satisfies Formats;
