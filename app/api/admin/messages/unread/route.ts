import { requireAdmin } from '@/lib/auth/require-admin';
import { countUnreadMessages } from '@/lib/inbox/unread';
import { handle, jsonNoStore } from '@/lib/http';

// GET /api/admin/messages/unread: {unread}, the figure on the navigation's Messages tab.
export const GET = handle(async (request) => {
  await requireAdmin(request);
  return jsonNoStore({ unread: await countUnreadMessages() });
});
