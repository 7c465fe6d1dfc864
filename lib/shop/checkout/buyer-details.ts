import { z } from 'zod';
import { isCountryCode } from '@/lib/shop/vat/countries';
import { HOME_COUNTRY } from '@/lib/shop/vat/rates';
import { checkVatNumber } from '@/lib/shop/vat/vat-number';
import { buyerEmailSchema } from './buyer-email';
import { BUYER_LIMITS } from './buyer-fields';

// What the demo checkout asks before paying: the receipt's address and what VAT depends on.

export const BUYER_MESSAGES = {
  country: 'country must be an ISO 3166-1 alpha-2 code, such as NO or DE',
  company: `company must be at most ${BUYER_LIMITS.company} characters`,
  vatIdFormat: 'vat_id is not a valid EU VAT number (its format or check digits are wrong)',
  vatIdCountry: 'vat_id must be an EU VAT number issued in the billing country',
} as const;

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

/**
 * Without a country (an API client of the old shape) the sale is taxed at home: a seller charges
 * its own VAT unless it knows the buyer is abroad (docs/decisions/vat.md).
 */
export const buyerDetailsSchema = z
  .object({
    email: buyerEmailSchema,
    country: z
      .string({ error: BUYER_MESSAGES.country })
      .trim()
      .toUpperCase()
      .refine((value) => value === '' || isCountryCode(value), BUYER_MESSAGES.country)
      .nullish()
      .transform((value) => value || HOME_COUNTRY),
    company: optionalText(BUYER_LIMITS.company, BUYER_MESSAGES.company),
    vat_id: optionalText(BUYER_LIMITS.vatId, BUYER_MESSAGES.vatIdFormat),
  })
  .transform(({ vat_id, ...buyer }, context) => {
    if (vat_id === null) return { ...buyer, vatId: null };
    const checked = checkVatNumber(vat_id, buyer.country);
    if (checked.ok) return { ...buyer, vatId: checked.vatId };
    const message = checked.reason === 'format' ? BUYER_MESSAGES.vatIdFormat : BUYER_MESSAGES.vatIdCountry;
    context.addIssue({ code: 'custom', path: ['vat_id'], message, input: vat_id });
    return z.NEVER;
  });

export type BuyerDetails = z.output<typeof buyerDetailsSchema>;
