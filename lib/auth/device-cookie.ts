import 'server-only';
import { errors, jwtVerify, SignJWT } from 'jose';
import { deviceCookieName } from './cookie';
import { accountKey } from './login-limits';
import { readCookie } from './request-token';
import { getAuthSecret } from './secret';

// OWASP's "device cookie" against online guessing: a browser the admin has signed in from
// before carries a signed note of it. Sign-ins from such a browser are exempt from the limit on
// the username across all addresses (login-limits.ts), so an attacker who keeps that limit
// exhausted from many addresses slows only themselves, never the studio's own browser.

const ALGORITHM = 'HS256';
// A different audience from the session tokens', so neither can stand in for the other.
const AUDIENCE = 'studio-admin-device';
export const DEVICE_COOKIE_LIFETIME_SECONDS = 180 * 24 * 60 * 60;

export async function issueDeviceCookie(username: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(accountKey(username))
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${DEVICE_COOKIE_LIFETIME_SECONDS}s`)
    .sign(getAuthSecret());
}

/** Whether the request comes from a browser that has signed in as `username` before. */
export async function isKnownDevice(request: Request, username: string): Promise<boolean> {
  const cookie = readCookie(request, deviceCookieName());
  if (!cookie) return false;
  try {
    const { payload } = await jwtVerify(cookie, getAuthSecret(), {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp'],
    });
    return payload.sub === accountKey(username);
  } catch (error) {
    if (error instanceof errors.JOSEError) return false;
    throw error;
  }
}
