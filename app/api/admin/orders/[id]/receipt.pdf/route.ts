import { requireAdmin } from '@/lib/auth/require-admin';
import { handle } from '@/lib/http/handle';
import { orderDocument, pdfResponse } from '@/lib/shop/documents/documents';

type Context = RouteContext<'/api/admin/orders/[id]/receipt.pdf'>;

// The order's receipt as the buyer has it (docs/shop.md#receipt-pdf); 404 for an id that is no order's.
export const GET = handle<Context>(async (request, { params }) => {
  await requireAdmin(request, 'orders');
  return pdfResponse(await orderDocument((await params).id, 'receipt'));
});
