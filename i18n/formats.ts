import type { Formats } from 'next-intl';

/** Data only, so client code reads them without next-intl's runtime (docs/behaviour.md#prices-and-amounts). */
export const formats = {
  dateTime: {
    long: { dateStyle: 'long' },
  },
  number: {
    // narrowSymbol: USD is "$" in both languages; a currency without a symbol shows its code.
    price: { style: 'currency', currencyDisplay: 'narrowSymbol', trailingZeroDisplay: 'stripIfInteger' },
    paid: { style: 'currency', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 },
  },
} as const satisfies Formats;
