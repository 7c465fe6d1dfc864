import 'server-only';
import { HttpError } from '@/lib/http';
import { presentedToken } from './request-token';
import { resolveSession, type AdminIdentity } from './sessions';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A cookie-authenticated write must come from a page of this site. SameSite=Strict already keeps
 * the cookie off cross-site requests; the Origin check is the second lock (OWASP CSRF cheat sheet).
 */
function assertSameOrigin(request: Request): void {
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

/**
 * The signed-in admin, or a 401. Every admin handler calls this itself: the proxy's redirect is a
 * convenience for browsers, not the lock (proxies have been bypassed, e.g. CVE-2025-29927).
 */
export async function requireAdmin(request: Request): Promise<AdminIdentity> {
  const presented = presentedToken(request);
  if (!presented) throw new HttpError(401, 'Not authenticated');
  const admin = await resolveSession(presented.token);
  if (!admin) throw new HttpError(401, 'Invalid or expired session. Please sign in again.');
  if (presented.via === 'cookie' && !SAFE_METHODS.has(request.method)) assertSameOrigin(request);
  return admin;
}
