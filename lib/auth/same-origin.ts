import 'server-only';
import { HttpError } from '@/lib/http/responses';

/**
 * A request that uses or sets the session cookie must come from a page of this site. SameSite=Strict
 * already keeps the cookie off cross-site requests; the Origin check is the second lock (OWASP CSRF
 * cheat sheet). Requests without an Origin header (curl, server-to-server) are not browser forgeries.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  if (!origin) return;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new HttpError(403, 'Cross-site request refused');
  }
  if (originHost !== host) throw new HttpError(403, 'Cross-site request refused');
}
