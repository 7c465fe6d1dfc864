import { requireAdmin } from '@/lib/auth/require-admin';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';
import { updateDiscountCode } from '@/lib/shop/discounts/admin';
import { discountPatchSchema } from '@/lib/shop/discounts/input';

type Context = RouteContext<'/api/admin/discount-codes/[id]'>;

// Pause or resume, change the limit or window; what the code gives only while unused.
export const PATCH = handle<Context>(async (request, { params }) => {
  await requireAdmin(request, 'discounts');
  const change = await parseJson(request, discountPatchSchema);
  return jsonNoStore(await updateDiscountCode((await params).id, change));
});
