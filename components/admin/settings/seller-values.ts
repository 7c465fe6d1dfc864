import { checkEmailAddress } from '@/lib/mail/address';
import { isValidOrganisationNumber } from '@/lib/shop/seller/organisation-number';
import type { SellerSettings } from '@/lib/shop/seller/types';

// The seller form's own checks before anything is sent; the server checks it all again, and its
// 400 names each field by its key ("organisation_number: …"), which lands at the same field.

export const TEXT_FIELDS = ['legal_name', 'organisation_number', 'address', 'support_email'] as const;
export const FLAGS = ['vat_registered', 'prices_include_vat'] as const;

/** Each field's label in AdminSettings.seller. */
export const FIELD_LABELS = {
  legal_name: 'legalName',
  organisation_number: 'organisationNumber',
  vat_registered: 'vatRegistered',
  address: 'address',
  support_email: 'supportEmail',
  prices_include_vat: 'pricesIncludeVat',
} as const satisfies Record<keyof SellerSettings, string>;

export type ErrorKind = 'required' | 'organisationNumber' | 'email';

export function checkSeller(values: SellerSettings): Partial<Record<keyof SellerSettings, ErrorKind>> {
  const problems: Partial<Record<keyof SellerSettings, ErrorKind>> = {};
  for (const name of TEXT_FIELDS) if (!values[name].trim()) problems[name] = 'required';
  if (values.organisation_number.trim() && !isValidOrganisationNumber(values.organisation_number))
    problems.organisation_number = 'organisationNumber';
  if (values.support_email.trim() && !('address' in checkEmailAddress(values.support_email))) problems.support_email = 'email';
  return problems;
}
