import { requireAdmin } from '@/lib/auth/require-admin';
import { listSessions } from '@/lib/auth/session-list';
import { sessionsQuerySchema } from '@/lib/auth/team-schemas';
import { handle } from '@/lib/http/handle';
import { parseQuery } from '@/lib/http/query';
import { jsonNoStore } from '@/lib/http/responses';

// Your open sessions; with ?all=1 an owner's list holds everyone's.
export const GET = handle(async (request) => {
  const admin = await requireAdmin(request, 'account');
  const { all } = parseQuery(request, sessionsQuerySchema);
  return jsonNoStore(await listSessions(admin, all === '1'));
});
