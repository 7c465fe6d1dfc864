import { withdrawInvitation } from '@/lib/auth/invitations';
import { requireAdmin } from '@/lib/auth/require-admin';
import { isUuid } from '@/lib/db/uuid';
import { handle } from '@/lib/http/handle';
import { notFound } from '@/lib/http/responses';

type Context = RouteContext<'/api/admin/users/invitations/[id]'>;

// Withdraws an open invitation: its link stops working at once.
export const DELETE = handle<Context>(async (request, { params }) => {
  await requireAdmin(request, 'team');
  const { id } = await params;
  if (!isUuid(id) || !(await withdrawInvitation(id))) throw notFound('No such open invitation');
  return new Response(null, { status: 204 });
});
