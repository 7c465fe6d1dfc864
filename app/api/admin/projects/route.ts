import { requireAdmin } from '@/lib/auth/require-admin';
import { listAdminProjects } from '@/lib/content/admin-projects';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';

export const GET = handle(async (request) => {
  await requireAdmin(request, 'content');
  return jsonNoStore(await listAdminProjects());
});
