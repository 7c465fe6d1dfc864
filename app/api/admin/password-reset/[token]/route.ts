import { completePasswordReset, peekPasswordReset } from '@/lib/auth/password-reset';
import { assertSameOrigin } from '@/lib/auth/same-origin';
import { setPasswordSchema } from '@/lib/auth/team-schemas';
import { linkLimited } from '@/lib/auth/link-limits';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';

type Context = RouteContext<'/api/admin/password-reset/[token]'>;

export const GET = handle<Context>(async (request, { params }) => {
  await linkLimited(request);
  return jsonNoStore(await peekPasswordReset((await params).token));
});

export const POST = handle<Context>(async (request, { params }) => {
  assertSameOrigin(request);
  await linkLimited(request);
  const { password } = await parseJson(request, setPasswordSchema);
  await completePasswordReset((await params).token, password);
  return new Response(null, { status: 204 });
});
