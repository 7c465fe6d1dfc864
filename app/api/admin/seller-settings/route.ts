import { requireAdmin } from '@/lib/auth/require-admin';
import { getDb } from '@/lib/db/client';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';
import { sellerSettingsSchema } from '@/lib/shop/seller/schema';
import { readSellerSettings, saveSellerSettings } from '@/lib/shop/seller/settings';

// The seller named on receipts, in the footer and on the terms page (docs/shop.md#seller): read and replaced whole.
export const GET = handle(async (request) => {
  await requireAdmin(request, 'settings');
  return jsonNoStore(await readSellerSettings(await getDb()));
});

export const PUT = handle(async (request) => {
  await requireAdmin(request, 'settings');
  return jsonNoStore(await saveSellerSettings(await getDb(), await parseJson(request, sellerSettingsSchema)));
});
