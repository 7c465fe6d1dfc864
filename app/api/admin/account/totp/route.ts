import { beginTotp, turnOffTotp } from '@/lib/auth/account';
import { requireAdmin } from '@/lib/auth/require-admin';
import { passwordProofSchema } from '@/lib/auth/team-schemas';
import { describeAudit } from '@/lib/audit/request-audit';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';

// Starts setting up an authenticator app, after the password: a new secret, on only once its
// first code is confirmed.
export const POST = handle(async (request) => {
  const admin = await requireAdmin(request, 'account');
  const { password } = await parseJson(request, passwordProofSchema);
  describeAudit(request, false);
  return jsonNoStore(await beginTotp(admin, password));
});

export const DELETE = handle(async (request) => {
  const admin = await requireAdmin(request, 'account');
  const { password } = await parseJson(request, passwordProofSchema);
  await turnOffTotp(admin, password);
  describeAudit(request, { action: 'two-factor-off', entity: 'account', entityId: admin.id, fields: [] });
  return new Response(null, { status: 204 });
});
