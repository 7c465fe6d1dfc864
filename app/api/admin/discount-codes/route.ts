import { requireAdmin } from '@/lib/auth/require-admin';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';
import { createDiscountCode, listDiscountCodes } from '@/lib/shop/discounts/admin';
import { discountCreateSchema } from '@/lib/shop/discounts/input';

// Discount codes with their uses and revenue (docs/shop.md#discount-codes).
export const GET = handle(async (request) => {
  await requireAdmin(request, 'discounts');
  return jsonNoStore(await listDiscountCodes());
});

export const POST = handle(async (request) => {
  await requireAdmin(request, 'discounts');
  return jsonNoStore(await createDiscountCode(await parseJson(request, discountCreateSchema)), 201);
});
