import 'server-only';
import { errors, jwtVerify, SignJWT } from 'jose';
import { deviceCookieName } from './cookie';
import { accountKey } from './login-limits';
import { readCookie } from './request-token';
import { getAuthSecret } from './secret';

// OWASP's device cookie: exempts the studio's own browser from the account-wide limit (login-limits.ts).

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
