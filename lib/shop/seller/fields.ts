import { plain, toggle } from '@/lib/forms/fields';
import { describeRecord } from '@/lib/forms/record';

// The seller's settings, described once (docs/shop.md#seller): the API's schema (schema.ts) and the
// admin's Settings form follow from it. Labels and help are the admin's messages
// (AdminSettings.seller.fields, .help).
export const sellerDescription = describeRecord({
  fields: {
    legal_name: plain(120),
    // Spaces allowed as people write it; stored as its nine digits, the check digit checked.
    organisation_number: plain(20, { format: 'organisationNumber' }),
    address: plain(300, { lines: 3 }),
    support_email: plain(254, { format: 'email' }),
    vat_registered: toggle(),
    prices_include_vat: toggle(),
  },
  sections: [
    { key: 'seller', fields: ['legal_name', 'organisation_number', 'address', 'support_email', 'vat_registered', 'prices_include_vat'] },
  ],
});
