import { POST as login } from '@/app/api/admin/login/route';
import { POST as logout } from '@/app/api/admin/logout/route';
import { GET as adminProjects } from '@/app/api/admin/projects/route';
import { GET as verify } from '@/app/api/admin/verify/route';
import { loginRequestSchema } from '@/lib/auth/login-request';
import { ADMIN } from '../../admin';
import { asRouteHandler, uniqueAddress, withHeaders, type BadCase, type Endpoint, type Fixtures } from '../cases';
import { credentialCases, otherMethodCases } from '../common';
import { CROSS_SITE_CREDENTIALS } from '../credentials';
import { jsonBodyCases } from '../json-body';
import { BROKEN_JSON } from '../values';

// Sign-in, sign-out and the admin reads of the session and the projects.

const signInCases = jsonBodyCases({
  method: 'POST',
  path: '/api/admin/login',
  schema: loginRequestSchema,
  hand: {
    username: { invalid: { blank: '   ' } },
    password: { invalid: { empty: '' } },
  },
  valid: () => ({ ...ADMIN }),
  refused: { body: () => ({ username: ADMIN.username, password: 'not the password' }), status: 401 },
  // Each refused sign-in hashes the password (about a second on a busy machine): two samples that
  // normalisation (NFKC) or lower-casing change, and one unknown field.
  costly: { unicode: ['NFKC ligature', 'dotted capital I'], extras: ['a __proto__ object'] },
  maxBytes: 32 * 1024,
  randomCases: 30,
});

/**
 * Credentials that carry the suite's own session: sign-out would rightly end it (a token signed
 * by the server is revoked whatever its subject, and a cookie is trusted on sign-out from any origin).
 */
const LIVE_SESSION = new Set(['credentials: another subject', ...CROSS_SITE_CREDENTIALS.map((name) => `credentials: ${name}`)]);

/** Sign-out always succeeds (204) and only ever revokes a genuine session. */
const signOutCases: BadCase[] = [
  ...credentialCases(() => ({ method: 'POST', path: '/api/admin/logout' }), { write: true })
    .filter((badCase) => !LIVE_SESSION.has(badCase.name))
    .map((badCase) => ({ ...badCase, status: 204, accepted: true })),
  ...Object.entries(BROKEN_JSON).map(([label, body]) => ({
    name: `body: ${label}`,
    status: 204,
    accepted: true,
    request: () => ({ method: 'POST', path: '/api/admin/logout', headers: { 'content-type': 'application/json' }, body }),
  })),
  ...otherMethodCases('POST', () => ({ method: 'POST', path: '/api/admin/logout', body: '{}' }), { status: 204, accepted: true }),
];

/** A signed-in read ignores what else the request carries; without a valid session it is a 401. */
export function adminReadCases(path: string): BadCase[] {
  const junk: Record<string, { query?: string; headers?: Record<string, string> }> = {
    'a locale it does not read': { query: 'locale=xx' },
    'repeated parameters': { query: 'a=1&a=2&a=3' },
    'a username parameter': { query: 'username=intruder' },
    'an odd Content-Type': { headers: { 'content-type': 'text/html' } },
    'a foreign Origin': { headers: { origin: 'https://evil.example' } },
  };
  return [
    ...credentialCases(() => ({ method: 'GET', path }), { write: false }),
    ...Object.entries(junk).map(([label, { query, headers }]) => ({
      name: `signed in, with ${label}`,
      accepted: true,
      status: 200,
      request: (fixtures: Fixtures) => ({
        method: 'GET',
        path: query ? `${path}?${query}` : path,
        headers: { authorization: `Bearer ${fixtures.token}`, ...headers },
      }),
    })),
    ...otherMethodCases('GET', () => ({ method: 'GET', path, body: '{}' }), { status: 401 }),
  ];
}

export const adminEndpoints: Endpoint[] = [
  {
    label: 'POST /api/admin/login',
    handler: asRouteHandler(login),
    cases: withHeaders(
      [
        ...signInCases,
        ...otherMethodCases(
          'POST',
          () => ({
            method: 'POST',
            path: '/api/admin/login',
            headers: { 'content-type': 'application/json' },
            body: '{"username":"admin"}',
          }),
          {},
        ),
      ],
      () => ({ 'x-forwarded-for': uniqueAddress() }),
    ),
  },
  { label: 'POST /api/admin/logout', handler: asRouteHandler(logout), cases: signOutCases },
  { label: 'GET /api/admin/verify', handler: asRouteHandler(verify), cases: adminReadCases('/api/admin/verify') },
  { label: 'GET /api/admin/projects', handler: asRouteHandler(adminProjects), cases: adminReadCases('/api/admin/projects') },
];
