import { confirmTotp } from '@/lib/auth/account';
import { requireAdmin } from '@/lib/auth/require-admin';
import { totpCodeSchema } from '@/lib/auth/team-schemas';
import { describeAudit } from '@/lib/audit/request-audit';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';

// The app's first code turns two-factor on; the ten recovery codes are in this answer only.
export const POST = handle(async (request) => {
  const admin = await requireAdmin(request, 'account');
  const { code } = await parseJson(request, totpCodeSchema);
  const answer = await confirmTotp(admin, code);
  describeAudit(request, { action: 'two-factor-on', entity: 'account', entityId: admin.id, fields: [] });
  return jsonNoStore(answer);
});
