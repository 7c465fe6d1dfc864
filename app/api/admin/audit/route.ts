import { requireAdmin } from '@/lib/auth/require-admin';
import { auditQuerySchema, readAuditPage } from '@/lib/audit/read';
import { handle } from '@/lib/http/handle';
import { parseQuery } from '@/lib/http/query';
import { jsonNoStore } from '@/lib/http/responses';

// GET /api/admin/audit?user=&entity=&from=&to=&before=: newest first, 50 at a time.
export const GET = handle(async (request) => {
  await requireAdmin(request, 'audit');
  return jsonNoStore(await readAuditPage(parseQuery(request, auditQuerySchema)));
});
