import { requireAdmin } from '@/lib/auth/require-admin';
import { handle } from '@/lib/http/handle';
import { orderDocument, pdfResponse } from '@/lib/shop/documents/documents';

type Context = RouteContext<'/api/admin/orders/[id]/credit-note.pdf'>;

// A refunded order's credit note (docs/shop.md#receipt-pdf); 404 for an id that is no order's and
// for an order that has not been refunded.
export const GET = handle<Context>(async (request, { params }) => {
  await requireAdmin(request, 'orders');
  return pdfResponse(await orderDocument((await params).id, 'creditNote'));
});
