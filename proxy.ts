import { NextResponse, type NextRequest } from 'next/server';

/**
 * Sends a browser without a valid admin token to the sign-in page, remembering where it was going.
 * Only a convenience: the admin pages and every admin handler check the session themselves.
 */
async function guardAdmin(request: NextRequest): Promise<NextResponse> {
  // Loaded at the first admin request: Next loads this file at a restart's first request, whatever
  // it asks for, and the token's checks bring the settings' schema, Redis and jose with them.
  const [{ sessionCookie }, { readToken }, { ADMIN_LOGIN, isPublicAdminPath }] = await Promise.all([
    import('./lib/auth/cookie'),
    import('./lib/auth/token'),
    import('./lib/admin/return-path'),
  ]);
  const { pathname, search } = request.nextUrl;
  if (isPublicAdminPath(pathname)) return NextResponse.next();
  const token = request.cookies.get(sessionCookie().name)?.value;
  if (token && (await readToken(token))) return NextResponse.next();
  const login = new URL(ADMIN_LOGIN, request.url);
  login.searchParams.set('next', pathname + search);
  return NextResponse.redirect(login);
}

export default function proxy(request: NextRequest) {
  return guardAdmin(request);
}

export const config = {
  // The admin's pages only: the public site's locale routing is in next.config.mjs (rewrites), so
  // a public page costs no proxy run.
  matcher: ['/admin', '/admin/:path*'],
};
