import 'server-only';
import { HttpError } from '@/lib/http/responses';
import { isSiteOrigin } from '@/lib/http/site-origin';

// The second lock after SameSite=Strict (OWASP). The site's origin is SITE_URL's: Host and
// X-Forwarded-Host are the client's word (or a proxy's copy of it), so comparing with them let a
// forged X-Forwarded-Host through. A request without Origin (curl, a script) is no browser forgery
// unless the browser's own Fetch Metadata says it came from another site.
const SAME_SITE_FETCHES = new Set(['same-origin', 'none']);

export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  if (origin === null) {
    const fetchSite = request.headers.get('sec-fetch-site');
    if (fetchSite !== null && !SAME_SITE_FETCHES.has(fetchSite)) throw new HttpError(403, 'Cross-site request refused');
    return;
  }
  if (!isSiteOrigin(origin)) throw new HttpError(403, 'Cross-site request refused');
}
