import 'server-only';
import { HttpError } from '@/lib/http/responses';
import { presentedToken } from './request-token';
import { assertSameOrigin } from './same-origin';
import { resolveSession, type AdminIdentity } from './sessions';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The signed-in admin, or a 401. Each handler calls it: the proxy's redirect is no lock (CVE-2025-29927). */
export async function requireAdmin(request: Request): Promise<AdminIdentity> {
  const presented = presentedToken(request);
  if (!presented) throw new HttpError(401, 'Not authenticated');
  const admin = await resolveSession(presented.token);
  if (!admin) throw new HttpError(401, 'Invalid or expired session. Please sign in again.');
  // A cookie rides along with cross-site requests; a bearer header only comes from our own code.
  if (presented.via === 'cookie' && !SAFE_METHODS.has(request.method)) assertSameOrigin(request);
  return admin;
}
