import { startAddingPasskey } from '@/lib/auth/account-passkeys';
import { requireAdmin } from '@/lib/auth/require-admin';
import { passwordProofSchema } from '@/lib/auth/team-schemas';
import { describeAudit } from '@/lib/audit/request-audit';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';

// The browser's question for a new passkey, once the password is right; nothing is added yet.
export const POST = handle(async (request) => {
  const admin = await requireAdmin(request, 'account');
  const { password } = await parseJson(request, passwordProofSchema);
  describeAudit(request, false);
  return jsonNoStore(await startAddingPasskey(admin, password));
});
