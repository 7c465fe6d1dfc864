import { requireAdmin } from '@/lib/auth/require-admin';
import { listAdminProjects } from '@/lib/content/admin-projects';
import { handle, jsonNoStore } from '@/lib/http';

export const GET = handle(async (request) => {
  await requireAdmin(request);
  return jsonNoStore(await listAdminProjects());
});
