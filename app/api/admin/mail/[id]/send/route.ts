import { requireAdmin } from '@/lib/auth/require-admin';
import { handle } from '@/lib/http/handle';
import { jsonOk } from '@/lib/http/responses';
import { retryMail } from '@/lib/mail/retry';

type Context = RouteContext<'/api/admin/mail/[id]/send'>;

// POST /api/admin/mail/<id>/send: the System panel's "Send now" on a receipt not yet sent. 202: the
// outbox sends it at once, and tries again for two more days if the mail server still refuses.
export const POST = handle<Context>(async (request, { params }) => {
  await requireAdmin(request, 'system');
  await retryMail((await params).id);
  return jsonOk({ detail: 'Mail queued' }, 202);
});
