import type { DiscountCodeRow } from '@/lib/db/schema';
import { minimumCharge } from '@/lib/shop/minimum-charge';

// What a code takes off a listed price, in minor units.
//
// The discounted price never drops below the smallest charge Stripe accepts in its currency
// ($0.50, 3 kr: lib/shop/minimum-charge.ts): a 100 % code, or an amount larger than the price,
// leaves that charge. A checkout is always a payment, so fulfilment, receipts and VAT stay one path.

/** Percent of `listed`, rounded half up to a minor unit; integer arithmetic, no floats. */
export const percentOf = (listed: number, percent: number) => Math.floor((listed * percent + 50) / 100);

type Priced = Pick<DiscountCodeRow, 'kind' | 'percentOff' | 'amountsOff'>;

/** The amount off `listed` in `currency`; null when a fixed-amount code has no amount in it. */
export function amountOff(code: Priced, listed: number, currency: string): number | null {
  const wanted = code.kind === 'percent' ? percentOf(listed, code.percentOff ?? 0) : code.amountsOff[currency];
  if (wanted === undefined) return null;
  return Math.max(0, Math.min(wanted, listed - minimumCharge(currency)));
}
