import { requireAdmin } from '@/lib/auth/require-admin';
import { handle, jsonOk } from '@/lib/http';
import { resendFromAdmin } from '@/lib/orders/admin-actions';

type Context = { params: Promise<{ id: string }> };

// "Resend receipt": a new download link in a new receipt e-mail, queued in the outbox. 202: the
// outbox sends it, and retries while the mail server is away.
export const POST = handle<Context>(async (request, { params }) => {
  await requireAdmin(request);
  await resendFromAdmin((await params).id);
  return jsonOk({ detail: 'Receipt queued' }, 202);
});
