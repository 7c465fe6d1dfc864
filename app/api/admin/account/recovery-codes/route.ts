import { renewRecoveryCodes } from '@/lib/auth/account';
import { requireAdmin } from '@/lib/auth/require-admin';
import { passwordProofSchema } from '@/lib/auth/team-schemas';
import { describeAudit } from '@/lib/audit/request-audit';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';

// Ten new recovery codes; the old ones stop working.
export const POST = handle(async (request) => {
  const admin = await requireAdmin(request, 'account');
  const { password } = await parseJson(request, passwordProofSchema);
  const answer = await renewRecoveryCodes(admin, password);
  describeAudit(request, { action: 'recovery-codes', entity: 'account', entityId: admin.id, fields: [] });
  return jsonNoStore(answer);
});
