import 'server-only';
import type { CheckoutSessionRow } from '@/lib/db/schema';
import type { SellerSettings } from '@/lib/shop/seller/types';
import { vatBreakdown, type VatSeller } from '@/lib/shop/vat/compute';
import type { BuyerDetails } from './buyer-details';

/** The columns a payment settles on its session, and fulfilment copies onto the order. */
export type SaleFigures = Pick<
  CheckoutSessionRow,
  'amountSubtotal' | 'amountTax' | 'amountTotal' | 'taxRate' | 'reverseCharge' | 'country' | 'buyerCompany' | 'buyerVatId'
>;

export const vatSellerOf = (seller: SellerSettings): VatSeller => ({
  vatRegistered: seller.vat_registered,
  pricesIncludeVat: seller.prices_include_vat,
});

/** `amount`: the listed price less any discount (what an open session holds as its total). */
export function demoSaleFigures(amount: number, seller: SellerSettings, buyer: Omit<BuyerDetails, 'email'>): SaleFigures {
  const vat = vatBreakdown(amount, vatSellerOf(seller), buyer);
  return { ...vat, country: buyer.country, buyerCompany: buyer.company, buyerVatId: buyer.vatId };
}
