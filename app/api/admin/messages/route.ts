import { requireAdmin } from '@/lib/auth/require-admin';
import { listMessages } from '@/lib/inbox/messages';
import { messageQuerySchema } from '@/lib/inbox/schemas';
import { handle } from '@/lib/http/handle';
import { parseQuery } from '@/lib/http/query';
import { jsonNoStore } from '@/lib/http/responses';

// GET /api/admin/messages?q=&service=&box=: the inbox (or the archive), newest first, searched and filtered.
export const GET = handle(async (request) => {
  await requireAdmin(request, 'messages');
  return jsonNoStore(await listMessages(parseQuery(request, messageQuerySchema)));
});
