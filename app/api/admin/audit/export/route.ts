import { requireAdmin } from '@/lib/auth/require-admin';
import { auditQuerySchema, exportAudit } from '@/lib/audit/read';
import { csvResponse, toCsv } from '@/lib/csv';
import { handle } from '@/lib/http/handle';
import { parseQuery } from '@/lib/http/query';

const HEADER = ['time (UTC)', 'person', 'action', 'record', 'record id', 'fields'] as const;

// The trail as the screen filters it, as CSV (times in UTC, as ISO 8601).
export const GET = handle(async (request) => {
  await requireAdmin(request, 'audit');
  const rows = await exportAudit(parseQuery(request, auditQuerySchema));
  const cells = rows.map((row) => [row.at, row.username, row.action, row.entity, row.entityId, row.fields.join(' ')]);
  return csvResponse(toCsv(HEADER, cells), 'audit-trail.csv');
});
