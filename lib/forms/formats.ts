import { checkEmailAddress } from '@/lib/mail/address';
import { CODE_PATTERN } from '@/lib/shop/discounts/reasons';
import { compactOrganisationNumber, isValidOrganisationNumber } from '@/lib/shop/seller/organisation-number';
import type { PlainField } from './fields';
import { SLUG_PATTERN } from './slug';

// The rules of a plain text's formats (lib/forms/fields.ts), one each for the API's schema
// (lib/forms/schema.ts) and the form's own check (lib/forms/check.ts), so the two never differ.
// No zod: the browser runs them. The admin's words for a refusal are `AdminForm.errors.<format>`.

export type Format = Exclude<NonNullable<PlainField['format']>, 'picture'>;

interface FormatRule {
  test: (text: string) => boolean;
  /** What is stored: the address as checked, the number without the spaces people write in it. */
  normalize?: (text: string) => string;
  /** The API's refusal, after the field's name. */
  refusal: string;
}

const URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const FORMATS: Record<Format, FormatRule> = {
  // The one e-mail rule of lib/mail/address.ts: what the site accepts, it can also send to.
  email: {
    test: (text) => 'address' in checkEmailAddress(text),
    normalize: (text) => text.normalize('NFC'),
    refusal: 'must be an e-mail address',
  },
  url: { test: (text) => URL.test(text), refusal: 'must be a web address (https://…)' },
  date: { test: (text) => DATE.test(text) && !Number.isNaN(Date.parse(text)), refusal: 'must be a date (YYYY-MM-DD)' },
  slug: { test: (text) => SLUG_PATTERN.test(text), refusal: 'may only contain lowercase letters, digits and single hyphens' },
  organisationNumber: {
    test: isValidOrganisationNumber,
    normalize: compactOrganisationNumber,
    refusal: 'must be a Norwegian organisation number: nine digits whose check digit matches, such as 923 609 016',
  },
  // A code buyers type (a discount code): no markup can enter, case does not matter.
  code: { test: (text) => CODE_PATTERN.test(text), refusal: 'must be 3 to 40 letters, digits, - or _' },
};
