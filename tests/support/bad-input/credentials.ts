import { randomUUID } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { POST as logout } from '@/app/api/admin/logout/route';
import { getAuthSecret } from '@/lib/auth/secret';
import { signToken } from '@/lib/auth/token';
import { send } from '../api';
import { adminToken, bearer } from '../admin';

// Credentials an authorized endpoint must refuse: missing, malformed, forged, expired, revoked,
// or a genuine session cookie sent along with a write from another site.

const HOUR = 60 * 60 * 1000;
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Refused on every request (401). */
export const REFUSED_CREDENTIALS = [
  'no credentials',
  'Bearer without a token',
  'Bearer with only spaces',
  'Basic with the right password',
  'the token without a scheme',
  'the token followed by junk',
  'the token twice',
  'not a JWT',
  'three empty JWT parts',
  '10 kB token',
  'Latin-1 bytes',
  'signed with another secret',
  'alg none',
  'alg HS512 with the real secret',
  'another issuer',
  'another audience',
  'expired',
  'unknown session',
  'another subject',
  'revoked by sign-out',
  'payload swapped',
  'signature cut short',
  'malformed cookie encoding',
  'empty cookie',
  'garbage cookie',
  'cookie under the https name',
] as const;

/** Refused only on writes (403): a genuine session cookie from a page of another site. */
export const CROSS_SITE_CREDENTIALS = [
  'cookie with a foreign Origin',
  'cookie with Origin null',
  'cookie with a lookalike Origin',
  'cookie with a malformed Origin',
] as const;

export type CredentialName = (typeof REFUSED_CREDENTIALS)[number] | (typeof CROSS_SITE_CREDENTIALS)[number];

const sign = (claims: { sub?: string; jti?: string; iss?: string; aud?: string; exp?: number }, key: Uint8Array, alg = 'HS256') => {
  let jwt = new SignJWT({}).setProtectedHeader({ alg, typ: 'JWT' }).setIssuedAt();
  if (claims.sub) jwt = jwt.setSubject(claims.sub);
  if (claims.jti) jwt = jwt.setJti(claims.jti);
  jwt = jwt.setIssuer(claims.iss ?? 'studio-site').setAudience(claims.aud ?? 'studio-admin');
  return jwt.setExpirationTime(claims.exp ?? Math.floor((Date.now() + HOUR) / 1000)).sign(key);
};

/** Signs in twice (one session is then signed out again): call before the database snapshot. */
export async function buildCredentials(token: string): Promise<Record<CredentialName, Record<string, string>>> {
  const { jti, sub } = decodeJwt(token) as { jti: string; sub: string };
  const secret = getAuthSecret();
  const revoked = await adminToken();
  const { status } = await send(logout, '/api/admin/logout', { method: 'POST', headers: bearer(revoked) });
  if (status !== 204) throw new Error(`sign-out of the revoked token failed: ${status}`);
  const [header, , signature] = token.split('.') as [string, string, string];
  const cookie = (value: string) => ({ cookie: `studio_admin=${value}` });
  const inFuture = new Date(Date.now() + HOUR);

  return {
    'no credentials': {},
    'Bearer without a token': { authorization: 'Bearer' },
    'Bearer with only spaces': { authorization: 'Bearer     ' },
    'Basic with the right password': { authorization: `Basic ${Buffer.from('admin:studio-admin').toString('base64')}` },
    'the token without a scheme': { authorization: token },
    'the token followed by junk': { authorization: `Bearer ${token} junk` },
    'the token twice': { authorization: `Bearer ${token}, Bearer ${token}` },
    'not a JWT': bearer('not-a-token'),
    'three empty JWT parts': bearer('..'),
    '10 kB token': bearer('a'.repeat(10 * 1024)),
    'Latin-1 bytes': bearer('\u00ff\u00fe\u00e9'),
    'signed with another secret': bearer(await sign({ sub, jti }, new TextEncoder().encode('another secret of at least 32 characters'))),
    'alg none': bearer(
      `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub, jti, iss: 'studio-site', aud: 'studio-admin', exp: Math.floor(inFuture.getTime() / 1000) })}.`,
    ),
    'alg HS512 with the real secret': bearer(await sign({ sub, jti }, secret, 'HS512')),
    'another issuer': bearer(await sign({ sub, jti, iss: 'someone-else' }, secret)),
    'another audience': bearer(await sign({ sub, jti, aud: 'studio-visitor' }, secret)),
    expired: bearer(await signToken({ subject: sub, sessionId: jti, expiresAt: new Date(Date.now() - HOUR) })),
    'unknown session': bearer(await signToken({ subject: sub, sessionId: randomUUID(), expiresAt: inFuture })),
    'another subject': bearer(await signToken({ subject: 'intruder', sessionId: jti, expiresAt: inFuture })),
    'revoked by sign-out': bearer(revoked),
    'payload swapped': bearer(
      `${header}.${base64url({ sub: 'admin', jti, iss: 'studio-site', aud: 'studio-admin', exp: 4102444800 })}.${signature}`,
    ),
    'signature cut short': bearer(token.slice(0, -5)),
    'malformed cookie encoding': cookie('%E0%A4%A'),
    'empty cookie': cookie(''),
    'garbage cookie': cookie('garbage'),
    'cookie under the https name': { cookie: `__Host-studio_admin=${token}` },
    'cookie with a foreign Origin': { ...cookie(token), origin: 'https://evil.example' },
    'cookie with Origin null': { ...cookie(token), origin: 'null' },
    'cookie with a lookalike Origin': { ...cookie(token), origin: 'http://localhost:3000.evil.example' },
    'cookie with a malformed Origin': { ...cookie(token), origin: 'http://[::1' },
  };
}
