import { invite } from '@/lib/auth/invitations';
import { requireAdmin } from '@/lib/auth/require-admin';
import { inviteSchema } from '@/lib/auth/team-schemas';
import { listTeam } from '@/lib/auth/team';
import { describeAudit } from '@/lib/audit/request-audit';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';

export const GET = handle(async (request) => {
  const admin = await requireAdmin(request, 'team');
  return jsonNoStore(await listTeam(admin.id));
});

// Invites a person: the mail is queued and the link answered, for the owner to pass on too.
export const POST = handle(async (request) => {
  const admin = await requireAdmin(request, 'team');
  const { email, role, locale } = await parseJson(request, inviteSchema);
  describeAudit(request, false); // recorded with the invitation's id, in its transaction
  return jsonNoStore(await invite(admin, { email, role, locale: locale ?? null }), 201);
});
