import 'server-only';
import { cachedRead } from '@/lib/content/cache';
import { TAGS } from '@/lib/content/tags';
import { getDb } from '@/lib/db/client';
import { isSellerShown } from './format';
import { readSellerSettings } from './settings';
import type { SellerSettings } from './types';

// What the footer and the terms page show of the seller: cached like the studio's pages, and
// refreshed on every instance when the admin saves (lib/content/revalidate.ts).

const cachedSeller = cachedRead(async () => readSellerSettings(await getDb()), ['seller-settings'], [TAGS.seller]);

/** The seller to show on public pages, or null while its legal name is empty. */
export async function getPublicSeller(): Promise<SellerSettings | null> {
  const seller = await cachedSeller();
  return isSellerShown(seller) ? seller : null;
}
