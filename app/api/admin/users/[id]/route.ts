import { requireAdmin } from '@/lib/auth/require-admin';
import { roleChangeSchema } from '@/lib/auth/team-schemas';
import { changeRole, removePerson } from '@/lib/auth/team';
import { describeAudit } from '@/lib/audit/request-audit';
import { isUuid } from '@/lib/db/uuid';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonNoStore, notFound } from '@/lib/http/responses';

type Context = RouteContext<'/api/admin/users/[id]'>;

const NO_PERSON = 'No such person on the team';

export const PATCH = handle<Context>(async (request, { params }) => {
  const admin = await requireAdmin(request, 'team');
  const { id } = await params;
  const { role } = await parseJson(request, roleChangeSchema);
  if (!isUuid(id)) throw notFound(NO_PERSON);
  const person = await changeRole(id, role, admin.id);
  if (!person) throw notFound(NO_PERSON);
  describeAudit(request, { action: 'role', entity: 'user', entityId: id, fields: ['role'] });
  return jsonNoStore(person);
});

export const DELETE = handle<Context>(async (request, { params }) => {
  await requireAdmin(request, 'team');
  const { id } = await params;
  if (!isUuid(id) || !(await removePerson(id))) throw notFound(NO_PERSON);
  describeAudit(request, { action: 'remove', entity: 'user', entityId: id });
  return new Response(null, { status: 204 });
});
