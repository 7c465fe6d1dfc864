import 'server-only';
import { errors, jwtVerify, SignJWT } from 'jose';
import { getAuthSecret } from './secret';

// HS256 pinned on both sides: a token claiming another algorithm (`none` too) is refused unverified.
const ALGORITHM = 'HS256';
const ISSUER = 'studio-site';
const AUDIENCE = 'studio-admin';

export interface TokenClaims {
  subject: string;
  /** The session id (jti), checked against the sessions table so a signed-out token dies at once. */
  sessionId: string;
  expiresAt: Date;
}

export async function signToken({ subject, sessionId, expiresAt }: TokenClaims): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(subject)
    .setJti(sessionId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(getAuthSecret());
}

export async function readToken(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, getAuthSecret(), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'jti', 'exp'],
    });
    return { subject: payload.sub!, sessionId: payload.jti!, expiresAt: new Date(payload.exp! * 1000) };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
