import { requireAdmin } from '@/lib/auth/require-admin';
import { readSystemStatus } from '@/lib/health/system-status';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';

// GET /api/admin/system: the System panel's figures (owners; docs/admin.md#system).
export const GET = handle(async (request) => {
  await requireAdmin(request, 'system');
  return jsonNoStore(await readSystemStatus());
});
