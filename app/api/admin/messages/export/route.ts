import { requireAdmin } from '@/lib/auth/require-admin';
import { messagesCsvResponse } from '@/lib/inbox/export';
import { exportMessages } from '@/lib/inbox/messages';
import { messageQuerySchema } from '@/lib/inbox/schemas';
import { handle } from '@/lib/http/handle';
import { parseQuery } from '@/lib/http/query';

// GET /api/admin/messages/export?q=&service=&box=: the list as the screen shows it filtered, as CSV.
export const GET = handle(async (request) => {
  await requireAdmin(request, 'orders');
  const query = parseQuery(request, messageQuerySchema);
  return messagesCsvResponse(await exportMessages(query), query);
});
