import { groupOrganisationNumber } from './organisation-number';
import type { SellerSettings } from './types';

// How the seller's organisation number reads on receipts, in the footer and on the terms page:
// "Org. no. 923 609 016 MVA" (bokføringsforskriften § 5-1-1: "MVA" after it once VAT-registered).
// The words are the Seller messages' (each language's), given as `t`.

type OrganisationNumberText = (key: 'organisationNumber', values: { number: string; vat: 'registered' | 'not' }) => string;

export function organisationLine(seller: Pick<SellerSettings, 'organisation_number' | 'vat_registered'>, t: OrganisationNumberText) {
  if (!seller.organisation_number) return '';
  return t('organisationNumber', {
    number: groupOrganisationNumber(seller.organisation_number),
    vat: seller.vat_registered ? 'registered' : 'not',
  });
}

/** A seller to show: none until the studio has entered its legal name (a fresh database). */
export const isSellerShown = (seller: SellerSettings | null): seller is SellerSettings => Boolean(seller?.legal_name);
