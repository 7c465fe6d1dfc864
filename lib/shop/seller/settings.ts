import 'server-only';
import { sql } from 'drizzle-orm';
import { refreshPublicContent } from '@/lib/content/revalidate';
import { TAGS } from '@/lib/content/tags';
import type { Database, Transaction } from '@/lib/db/client';
import { sellerSettings } from '@/lib/db/schema';
import type { SellerSettingsInput } from './schema';
import type { SellerSettings } from './types';

// The seller's one row (seeded empty by migration 0014), read and replaced whole. Public pages
// read it through public.ts (cached).

/** Also inside a transaction: a receipt names the seller as it was when it was written. */
export async function readSellerSettings(db: Database | Transaction): Promise<SellerSettings> {
  const [row] = await db.select().from(sellerSettings).limit(1);
  if (!row) throw new Error('seller_settings has no row: migration 0014 seeds it');
  return {
    legal_name: row.legalName,
    organisation_number: row.organisationNumber,
    vat_registered: row.vatRegistered,
    address: row.address,
    support_email: row.supportEmail,
    prices_include_vat: row.pricesIncludeVat,
  };
}

export async function saveSellerSettings(db: Database, input: SellerSettingsInput): Promise<SellerSettings> {
  await db
    .update(sellerSettings)
    .set({ ...input, updatedAt: sql`now()` })
    .where(sql`${sellerSettings.id} = 1`);
  // The footer and the terms page show it: fresh on every instance at the next request.
  await refreshPublicContent(TAGS.seller);
  return readSellerSettings(db);
}
