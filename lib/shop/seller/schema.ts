import { sellerSettings } from '@/lib/db/schema';
import { recordSchema, type RecordValues } from '@/lib/forms/record-schema';
import { sellerDescription } from './fields';

// The seller settings as the admin saves them whole (PUT /api/admin/seller-settings): every field
// of the description, no other.

export const sellerSettingsSchema = recordSchema(sellerSettings, sellerDescription.fields, {}, { strict: true });
export type SellerSettingsInput = RecordValues<typeof sellerSettings, typeof sellerDescription.fields>;
