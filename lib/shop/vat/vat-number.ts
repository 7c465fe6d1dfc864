import { checkVAT, countries } from 'jsvat';
import { isEuCountry } from './rates';

// jsvat checks each EU country's format and check digits offline (no VIES call at checkout, which
// would be an outgoing call per anonymous request and is often down); docs/decisions/vat.md.

export type VatNumberCheck = { ok: true; vatId: string } | { ok: false; reason: 'format' | 'country' };

/** An EU VAT number for a business in `country`, normalised ("de 123 456 788" → "DE123456788"). */
export function checkVatNumber(input: string, country: string): VatNumberCheck {
  const result = checkVAT(input, countries);
  if (!result.isValid || !result.country) return { ok: false, reason: 'format' };
  const issuedIn = result.country.isoCode.short;
  if (issuedIn !== country || !isEuCountry(issuedIn)) return { ok: false, reason: 'country' };
  return { ok: true, vatId: result.value ?? input };
}
