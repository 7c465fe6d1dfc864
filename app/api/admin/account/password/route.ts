import { changePassword } from '@/lib/auth/account';
import { requireAdmin } from '@/lib/auth/require-admin';
import { passwordChangeSchema } from '@/lib/auth/team-schemas';
import { describeAudit } from '@/lib/audit/request-audit';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';

// The current password is asked again; every other session of the person ends.
export const POST = handle(async (request) => {
  const admin = await requireAdmin(request, 'account');
  const body = await parseJson(request, passwordChangeSchema);
  await changePassword(admin, body.current_password, body.new_password);
  describeAudit(request, { action: 'password', entity: 'account', entityId: admin.id, fields: [] });
  return new Response(null, { status: 204 });
});
