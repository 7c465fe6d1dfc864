import 'server-only';
import { errors, jwtVerify, SignJWT } from 'jose';
import { readCookie } from './request-token';
import { sessionCookie } from './cookie';
import { getAuthSecret } from './secret';

// "Remember this browser": after a correct code, this browser skips the code for 30 days. The
// cookie names the person and their second factor's version, so a new TOTP secret, new recovery
// codes or a turned-off factor forgets every remembered browser.

const ALGORITHM = 'HS256';
const AUDIENCE = 'studio-admin-two-factor';
export const REMEMBERED_TWO_FACTOR_SECONDS = 30 * 24 * 60 * 60;

export const twoFactorCookieName = () => (sessionCookie().secure ? '__Host-studio_2fa' : 'studio_2fa');

export async function issueTwoFactorCookie(userId: string, version: number): Promise<string> {
  return new SignJWT({ v: version })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(userId)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${REMEMBERED_TWO_FACTOR_SECONDS}s`)
    .sign(getAuthSecret());
}

/** The remembered browser's claim, read before the person is known: checked against them in signIn. */
export async function rememberedTwoFactor(request: Request): Promise<{ userId: string; version: number } | null> {
  const cookie = readCookie(request, twoFactorCookieName());
  if (!cookie) return null;
  try {
    const { payload } = await jwtVerify(cookie, getAuthSecret(), {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp'],
    });
    return typeof payload.v === 'number' ? { userId: payload.sub!, version: payload.v } : null;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
