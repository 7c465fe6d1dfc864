import { EU_STANDARD_RATES, HOME_COUNTRY, HOME_RATE } from './rates';

// What a sale comes to once the buyer's country is known: the demo checkout's own computation,
// written to agree with Stripe Tax's (docs/decisions/vat.md). Integer minor units throughout.

export interface VatSeller {
  vatRegistered: boolean;
  pricesIncludeVat: boolean;
}

export interface VatBuyer {
  /** ISO alpha-2, upper case. */
  country: string;
  /** A checked EU VAT number of a business in `country` (vat-number.ts), or null. */
  vatId: string | null;
}

export interface VatBreakdown {
  amountSubtotal: number;
  amountTax: number;
  amountTotal: number;
  /** Percent. */
  taxRate: number;
  reverseCharge: boolean;
}

export type VatTreatment = { rate: number; reverseCharge: boolean };

/** Norway's rate at home (a Norwegian business pays it too), the member state's for an EU consumer, none elsewhere. */
export function vatTreatment(seller: VatSeller, buyer: VatBuyer): VatTreatment {
  if (!seller.vatRegistered) return { rate: 0, reverseCharge: false };
  if (buyer.country === HOME_COUNTRY) return { rate: HOME_RATE, reverseCharge: false };
  const euRate = EU_STANDARD_RATES[buyer.country];
  if (euRate === undefined) return { rate: 0, reverseCharge: false };
  return buyer.vatId ? { rate: 0, reverseCharge: true } : { rate: euRate, reverseCharge: false };
}

/**
 * `amount` is the price after any discount. Prices that include VAT keep their total and carry the
 * VAT inside it (a buyer who owes none pays the same price); prices without VAT get it added.
 */
export function vatBreakdown(amount: number, seller: VatSeller, buyer: VatBuyer): VatBreakdown {
  const { rate, reverseCharge } = vatTreatment(seller, buyer);
  // Basis points keep 25.5 % exact in integers.
  const basisPoints = Math.round(rate * 100);
  if (seller.pricesIncludeVat) {
    const amountTax = Math.round((amount * basisPoints) / (10_000 + basisPoints));
    return { amountSubtotal: amount - amountTax, amountTax, amountTotal: amount, taxRate: rate, reverseCharge };
  }
  const amountTax = Math.round((amount * basisPoints) / 10_000);
  return { amountSubtotal: amount, amountTax, amountTotal: amount + amountTax, taxRate: rate, reverseCharge };
}
