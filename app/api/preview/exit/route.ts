import { draftMode } from 'next/headers';
import { handle } from '@/lib/http/handle';
import { badRequest } from '@/lib/http/responses';

// A path of this site: "//host" and "/\host" would leave it, as would any scheme.
const SITE_PATH = /^\/(?![/\\])[^\s]*$/;

/**
 * Leaves preview (clears Next's draft-mode cookie) and returns to `to`, a path on this site.
 * Needs no session: leaving must work after the admin's session has ended too.
 */
export const GET = handle(async (request) => {
  const to = new URL(request.url).searchParams.get('to') ?? '/';
  if (to.length > 2048 || !SITE_PATH.test(to)) throw badRequest('to: must be a path on this site, such as /projects');
  (await draftMode()).disable();
  return new Response(null, { status: 307, headers: { Location: to, 'Cache-Control': 'no-store' } });
});
