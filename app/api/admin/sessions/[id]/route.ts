import { requireAdmin } from '@/lib/auth/require-admin';
import { endSession } from '@/lib/auth/session-list';
import { describeAudit } from '@/lib/audit/request-audit';
import { isUuid } from '@/lib/db/uuid';
import { handle } from '@/lib/http/handle';
import { notFound } from '@/lib/http/responses';

type Context = RouteContext<'/api/admin/sessions/[id]'>;

// Ends one session at once: its browser is signed out at its next call.
export const DELETE = handle<Context>(async (request, { params }) => {
  const admin = await requireAdmin(request, 'account');
  const { id } = await params;
  if (!isUuid(id) || !(await endSession(admin, id))) throw notFound('No such open session');
  describeAudit(request, { action: 'session-end', entity: 'session', entityId: id, fields: [] });
  return new Response(null, { status: 204 });
});
