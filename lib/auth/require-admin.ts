import 'server-only';
import { adminRefusal } from '@/lib/http/refusal';
import { HttpError } from '@/lib/http/responses';
import { noteAuditActor } from '@/lib/audit/request-audit';
import { presentedToken } from './request-token';
import { canOpen, type AdminArea } from './roles';
import { assertSameOrigin } from './same-origin';
import { resolveSession, type AdminIdentity } from './sessions';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The signed-in person, if their role opens `area`; else a 401 or 403. Each handler calls it: the
 * proxy's redirect is no lock (CVE-2025-29927). A write is recorded in the audit trail when it
 * succeeds (lib/audit/request-audit.ts).
 */
export async function requireAdmin(request: Request, area: AdminArea): Promise<AdminIdentity> {
  const presented = presentedToken(request);
  if (!presented) throw new HttpError(401, 'Not authenticated');
  const admin = await resolveSession(presented.token);
  if (!admin) throw new HttpError(401, 'Invalid or expired session. Please sign in again.');
  // A cookie rides along with cross-site requests; a bearer header only comes from our own code.
  if (presented.via === 'cookie' && !SAFE_METHODS.has(request.method)) assertSameOrigin(request);
  if (admin.mustSetUpTwoFactor && area !== 'account')
    throw adminRefusal(403, 'twoFactorSetupRequired', 'Set up two-factor sign-in in your account first.');
  if (!canOpen(admin.role, area)) throw adminRefusal(403, 'ownerOnly', 'Only an owner of the studio can do this.');
  if (!SAFE_METHODS.has(request.method)) await noteAuditActor(request, admin);
  return admin;
}
