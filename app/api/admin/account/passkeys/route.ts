import { addPasskey } from '@/lib/auth/account-passkeys';
import { requireAdmin } from '@/lib/auth/require-admin';
import { newPasskeySchema } from '@/lib/auth/team-schemas';
import { describeAudit } from '@/lib/audit/request-audit';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';

// The passkey the browser made for the question of ./options. With a person's first second factor
// the answer carries her ten recovery codes, shown only now.
export const POST = handle(async (request) => {
  const admin = await requireAdmin(request, 'account');
  const { name, passkey } = await parseJson(request, newPasskeySchema);
  const answer = await addPasskey(admin, name, passkey);
  describeAudit(request, { action: 'passkey-add', entity: 'account', entityId: admin.id, fields: [] });
  return jsonNoStore(answer, 201);
});
