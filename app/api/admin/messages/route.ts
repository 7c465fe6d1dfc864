import { requireAdmin } from '@/lib/auth/require-admin';
import { listMessages } from '@/lib/inbox/messages';
import { messageQuerySchema } from '@/lib/inbox/schemas';
import { handle, jsonNoStore, parseQuery } from '@/lib/http';

// GET /api/admin/messages?q=&service=&box=: the inbox (or the archive), newest first, searched and filtered.
export const GET = handle(async (request) => {
  await requireAdmin(request);
  return jsonNoStore(await listMessages(parseQuery(request, messageQuerySchema)));
});
