import 'server-only';
import type Stripe from 'stripe';
import { isEuCountry } from '@/lib/shop/vat/rates';
import type { SaleFigures } from './sale-figures';

// What Stripe Tax computed for a finished session, in our columns. A retrieved session carries its
// tax breakdown (we expand it); a webhook's copy does not, so the rate and a reverse charge are
// then read from the amounts and the buyer's VAT number.

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part * 10_000) / whole) / 100 : 0);

export function stripeSaleFigures(session: Stripe.Checkout.Session): SaleFigures | null {
  if (session.status !== 'complete') return null;
  const amountTotal = session.amount_total ?? 0;
  const amountTax = session.total_details?.amount_tax ?? 0;
  const amountSubtotal = amountTotal - amountTax;
  const taxes = session.total_details?.breakdown?.taxes ?? [];
  const details = session.customer_details;
  const country = details?.address?.country ?? null;
  const vatId = details?.tax_ids?.find((taxId) => taxId.type === 'eu_vat')?.value ?? null;
  const reverseCharge =
    taxes.some((tax) => tax.taxability_reason === 'reverse_charge') ||
    (amountTax === 0 && vatId !== null && country !== null && isEuCountry(country));
  return {
    amountTotal,
    amountTax,
    amountSubtotal,
    taxRate: taxes[0]?.rate.percentage ?? percentOf(amountTax, amountSubtotal),
    reverseCharge,
    country,
    buyerCompany: details?.business_name ?? null,
    buyerVatId: vatId,
  };
}
