import { requireAdmin } from '@/lib/auth/require-admin';
import { handle } from '@/lib/http/handle';
import { jsonOk } from '@/lib/http/responses';
import { refundFromAdmin } from '@/lib/shop/orders/admin-actions';

type Context = RouteContext<'/api/admin/orders/[id]/refund'>;

// "Mark refunded" of a demo order: 200 with the order. A Stripe order is refused with 409 (it is
// refunded in Stripe's dashboard, and the refund reaches the site by webhook).
export const POST = handle<Context>(async (request, { params }) => {
  await requireAdmin(request, 'orders');
  return jsonOk(await refundFromAdmin((await params).id));
});
