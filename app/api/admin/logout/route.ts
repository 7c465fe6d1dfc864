import { NextResponse } from 'next/server';
import { sessionCookie, sessionCookieAttributes } from '@/lib/auth/cookie';
import { presentedToken } from '@/lib/auth/request-token';
import { assertSameOrigin } from '@/lib/auth/same-origin';
import { revokeSession } from '@/lib/auth/sessions';
import { handle } from '@/lib/http/handle';

// Signing out always succeeds from the browser's point of view: the token (if genuine) is revoked
// and the cookie is cleared, whether or not the session was still open. Another site cannot sign
// the admin out by posting here with her cookie.
export const POST = handle(async (request) => {
  const presented = presentedToken(request);
  if (presented?.via === 'cookie') assertSameOrigin(request);
  if (presented) await revokeSession(presented.token);
  const response = new NextResponse(null, { status: 204 });
  response.cookies.set(sessionCookie().name, '', sessionCookieAttributes(0));
  return response;
});
