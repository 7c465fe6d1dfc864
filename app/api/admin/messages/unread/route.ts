import { requireAdmin } from '@/lib/auth/require-admin';
import { countUnreadMessages } from '@/lib/inbox/unread';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';

// GET /api/admin/messages/unread: {unread}, the figure on the navigation's Messages tab.
export const GET = handle(async (request) => {
  await requireAdmin(request, 'messages');
  return jsonNoStore({ unread: await countUnreadMessages() });
});
