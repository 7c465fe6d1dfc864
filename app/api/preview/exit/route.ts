import { draftMode } from 'next/headers';

/** Leaves preview (clears Next's draft-mode cookie) and returns to `to`, a path on this site. */
export async function GET(request: Request) {
  (await draftMode()).disable();
  const to = new URL(request.url).searchParams.get('to') ?? '/';
  // A path of this site only ("//host" and "/\host" would leave it).
  const location = /^\/(?![/\\])/.test(to) ? to : '/';
  return new Response(null, { status: 307, headers: { Location: location, 'Cache-Control': 'no-store' } });
}
