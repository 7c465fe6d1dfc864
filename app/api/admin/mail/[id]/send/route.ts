import { requireAdmin } from '@/lib/auth/require-admin';
import { isUuid } from '@/lib/db/uuid';
import { handle } from '@/lib/http/handle';
import { jsonOk, notFound } from '@/lib/http/responses';
import { retryMail } from '@/lib/mail/retry';

type Context = RouteContext<'/api/admin/mail/[id]/send'>;

// POST /api/admin/mail/<id>/send: the System panel's "Send now" on a receipt not yet sent. 202: the
// outbox sends it at once, and tries again for two more days if the mail server still refuses.
export const POST = handle<Context>(async (request, { params }) => {
  await requireAdmin(request, 'system');
  const { id } = await params;
  if (!isUuid(id)) throw notFound('This mail is not waiting to be sent: it was sent, is being sent, or does not exist.');
  await retryMail(id.toLowerCase());
  return jsonOk({ detail: 'Mail queued' }, 202);
});
