import { sellerDescription } from '../../lib/shop/seller/fields';
import { xssKind } from './xss-kind';

// The seller's details full of payloads: every text field of the seller's description
// (tests/support/xss-kind.ts), one chunk of payloads per save of the one seller.

export const sellerXss = xssKind({ description: sellerDescription, letter: 'S' });

/** The values of every field that takes no markup payload. */
export const SELLER_BASE = {
  organisation_number: '923609016',
  support_email: 'support@fjordlys.example',
  vat_registered: true,
  prices_include_vat: true,
};
