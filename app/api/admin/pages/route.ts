import { requireAdmin } from '@/lib/auth/require-admin';
import { listAdminPages } from '@/lib/content/page-writes';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';

/** Every page the studio edits, with its translation status and whether its draft differs from what is published. */
export const GET = handle(async (request) => {
  await requireAdmin(request, 'content');
  return jsonNoStore({ pages: await listAdminPages() });
});
