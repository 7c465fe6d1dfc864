import { acceptInvitation, peekInvitation } from '@/lib/auth/invitations';
import { assertSameOrigin } from '@/lib/auth/same-origin';
import { setPasswordSchema } from '@/lib/auth/team-schemas';
import { linkLimited } from '@/lib/auth/link-limits';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';

type Context = RouteContext<'/api/admin/invitations/[token]'>;

// The invitation's page asks what it is for; accepting sets the person's password (no session yet).
export const GET = handle<Context>(async (request, { params }) => {
  await linkLimited(request);
  return jsonNoStore(await peekInvitation((await params).token));
});

export const POST = handle<Context>(async (request, { params }) => {
  assertSameOrigin(request);
  await linkLimited(request);
  const { password } = await parseJson(request, setPasswordSchema);
  return jsonNoStore(await acceptInvitation((await params).token, password), 201);
});
