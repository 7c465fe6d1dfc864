import { emailAddressSchema } from '@/lib/mail/address-schema';
import { z } from '@/lib/zod';
import { compactOrganisationNumber, isValidOrganisationNumber } from './organisation-number';
import { SELLER_LIMITS } from './types';

// The seller settings as the admin saves them whole (PUT /api/admin/seller-settings).

const text = (what: string, max: number) =>
  z
    .string({ error: `Enter the ${what}` })
    .trim()
    .min(1, { error: `Enter the ${what}` })
    .max(max, { error: `Use at most ${max} characters` });

const ORGANISATION_NUMBER = 'Enter a Norwegian organisation number: nine digits, such as 923 609 016';

export const sellerSettingsSchema = z.strictObject(
  {
    legal_name: text('legal name', SELLER_LIMITS.legalName),
    organisation_number: z
      .string({ error: ORGANISATION_NUMBER })
      .max(20, { error: ORGANISATION_NUMBER })
      .transform(compactOrganisationNumber)
      .refine((digits) => /^\d{9}$/.test(digits), { error: ORGANISATION_NUMBER })
      .refine(isValidOrganisationNumber, { error: 'This is not an organisation number: its check digit does not match' }),
    vat_registered: z.boolean({ error: 'Use true or false' }),
    address: text('address', SELLER_LIMITS.address),
    support_email: emailAddressSchema,
    prices_include_vat: z.boolean({ error: 'Use true or false' }),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'Send the whole seller settings object' : undefined) },
);
export type SellerSettingsInput = z.output<typeof sellerSettingsSchema>;
