import { removePasskey } from '@/lib/auth/account-passkeys';
import { requireAdmin } from '@/lib/auth/require-admin';
import { passwordProofSchema } from '@/lib/auth/team-schemas';
import { describeAudit } from '@/lib/audit/request-audit';
import { isUuid } from '@/lib/db/uuid';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { notFound } from '@/lib/http/responses';

type Context = RouteContext<'/api/admin/account/passkeys/[id]'>;

// Removes one of the person's own passkeys (a lost phone); the password is asked again.
export const DELETE = handle<Context>(async (request, { params }) => {
  const admin = await requireAdmin(request, 'account');
  const { id } = await params;
  const { password } = await parseJson(request, passwordProofSchema);
  if (!isUuid(id)) throw notFound('Passkey not found');
  await removePasskey(admin, id, password);
  describeAudit(request, { action: 'passkey-remove', entity: 'account', entityId: admin.id, fields: [] });
  return new Response(null, { status: 204 });
});
