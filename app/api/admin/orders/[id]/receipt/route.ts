import { requireAdmin } from '@/lib/auth/require-admin';
import { isUuid } from '@/lib/db/uuid';
import { handle } from '@/lib/http/handle';
import { jsonOk, notFound } from '@/lib/http/responses';
import { resendReceipt } from '@/lib/shop/orders/receipts';

type Context = RouteContext<'/api/admin/orders/[id]/receipt'>;

// "Resend receipt": a new download link in a new receipt e-mail, queued in the outbox. 202: the
// outbox sends it, and retries while the mail server is away. resendReceipt refuses (409) an
// order without a buyer address or a refunded one.
export const POST = handle<Context>(async (request, { params }) => {
  await requireAdmin(request, 'orders');
  const { id } = await params;
  if (!isUuid(id)) throw notFound('Order not found');
  await resendReceipt(id.toLowerCase());
  return jsonOk({ detail: 'Receipt queued' }, 202);
});
