import { DELETE as turnOffTotp, POST as beginTotp } from '@/app/api/admin/account/totp/route';
import { POST as confirmTotp } from '@/app/api/admin/account/totp/confirm/route';
import { POST as changePassword } from '@/app/api/admin/account/password/route';
import { POST as renewCodes } from '@/app/api/admin/account/recovery-codes/route';
import { POST as passkeyOptions } from '@/app/api/admin/account/passkeys/options/route';
import { POST as addPasskey } from '@/app/api/admin/account/passkeys/route';
import { DELETE as removePasskey } from '@/app/api/admin/account/passkeys/[id]/route';
import { GET as getAccount, PATCH as patchAccount } from '@/app/api/admin/account/route';
import { GET as auditCsv } from '@/app/api/admin/audit/export/route';
import { GET as auditPage } from '@/app/api/admin/audit/route';
import { GET as peekInvitation, POST as acceptInvitation } from '@/app/api/admin/invitations/[token]/route';
import { GET as peekReset, POST as completeReset } from '@/app/api/admin/password-reset/[token]/route';
import { POST as requestReset } from '@/app/api/admin/password-reset/route';
import { GET as getSecurity, PUT as putSecurity } from '@/app/api/admin/security-settings/route';
import { DELETE as endSession } from '@/app/api/admin/sessions/[id]/route';
import { GET as listSessions } from '@/app/api/admin/sessions/route';
import { DELETE as withdrawInvitation } from '@/app/api/admin/users/invitations/[id]/route';
import { DELETE as removeUser, PATCH as patchUser } from '@/app/api/admin/users/[id]/route';
import { GET as listUsers, POST as inviteUser } from '@/app/api/admin/users/route';
import {
  accountChangeSchema,
  inviteSchema,
  newPasskeySchema,
  passwordChangeSchema,
  passwordProofSchema,
  resetRequestSchema,
  roleChangeSchema,
  securitySettingsSchema,
  setPasswordSchema,
  totpCodeSchema,
} from '@/lib/auth/team-schemas';
import type { z } from '@/lib/zod';
import { asRouteHandler, uniqueAddress, withHeaders, type BadCase, type Endpoint, type Fixtures } from '../cases';
import { credentialCases, oddIdCases, refusedBySchema } from '../common';
import { jsonBodyCases } from '../json-body';
import type { HandPicked } from '../schema-fields';
import { adminReadCases } from './admin';

// The team, the account, the links and the audit trail (docs/admin.md#team). No valid body is sent
// signed in: it would invite, change a password or turn on a second factor. Where a body passes
// the schema, it goes to a person, session or link that does not exist.

const MISSING_ID = '00000000-0000-4000-8000-00000000a11e';
const MISSING_TOKEN = 'M'.repeat(43);
const STRONG = 'lantern-orbit-saffron-quiver';
const auth = (fixtures: Fixtures) => ({ authorization: `Bearer ${fixtures.token}` });
const jsonAuth = (fixtures: Fixtures) => ({ 'content-type': 'application/json', ...auth(fixtures) });
/** The link and reset limits count per address: each case comes from its own. */
const ownAddress = () => ({ 'x-forwarded-for': uniqueAddress() });

const PASSWORD_HAND: HandPicked = { invalid: { empty: '' } };

interface BodyEndpoint {
  method: string;
  route: string;
  schema: z.ZodType;
  valid: Record<string, unknown>;
  hand?: Record<string, HandPicked>;
  /** Where a body the schema passes goes: a missing record, refused with this status. */
  refused?: { status: number; params: Record<string, string> };
  params?: (fixtures: Fixtures) => Record<string, string>;
  signedIn: boolean;
  /** Off where another endpoint sends the same schema its values of the wrong type. */
  wrongTypes?: boolean;
}

function bodyCases({ method, route, schema, valid, hand, refused, params, signedIn, wrongTypes = true }: BodyEndpoint): BadCase[] {
  const cases = jsonBodyCases({
    method,
    path: route,
    params,
    schema,
    hand,
    valid: () => ({ ...valid }),
    refused: refused && { body: () => ({ ...valid }), status: refused.status, params: () => refused.params },
    maxBytes: 32 * 1024,
    randomCases: 3,
    wrongTypes,
  });
  const withAuth = signedIn ? withHeaders(cases, auth) : withHeaders(cases, ownAddress);
  const path = params
    ? (fixtures: Fixtures) => Object.entries(params(fixtures)).reduce((at, [key, value]) => at.replace(`[${key}]`, value), route)
    : () => route;
  return [
    ...(refused ? refusedBySchema(withAuth) : withAuth),
    ...(signedIn
      ? credentialCases(
          (fixtures) => ({
            method,
            path: path(fixtures),
            params: params?.(fixtures),
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(valid),
          }),
          { write: true },
        )
      : []),
  ];
}

const onMissing = (param: string, value: string) => () => ({ [param]: value });

/** Odd tokens and ids in a link's address: each the same "not valid" answer. */
const oddLinkCases = (method: string, route: string, body?: string) =>
  withHeaders(
    oddIdCases(method, route, 'token', {
      headers: (): Record<string, string> => (body ? { 'content-type': 'application/json' } : {}),
      body: body ? () => body : undefined,
    }),
    ownAddress,
  );

/** A link's page that sets a password: a link that does not exist takes no password, however it is sent. */
const passwordLinkCases = (route: string, wrongTypes: boolean): BadCase[] => [
  ...bodyCases({
    method: 'POST',
    route,
    params: () => ({ token: MISSING_TOKEN }),
    schema: setPasswordSchema,
    valid: { password: STRONG },
    hand: { password: PASSWORD_HAND },
    refused: { status: 404, params: { token: MISSING_TOKEN } },
    signedIn: false,
    wrongTypes,
  }),
  ...oddLinkCases('POST', route, JSON.stringify({ password: STRONG })),
];

const auditQueryCases = (path: string): BadCase[] =>
  Object.entries({
    'a user that is no id': 'user=admin',
    'an entity with capitals': 'entity=Project',
    'an entity with SQL': `entity=${encodeURIComponent("project' or 1=1 --")}`,
    'a day in words': 'from=yesterday',
    'an impossible day': 'to=2026-13-40',
    'a negative cursor': 'before=-1',
    'a cursor in words': 'before=last',
  }).map(([label, query]) => ({
    name: `query: ${label}`,
    status: 400,
    request: (fixtures) => ({ method: 'GET', path: `${path}?${query}`, headers: auth(fixtures) }),
  }));

const delete404 = (route: string, param: string): BadCase[] => [
  ...oddIdCases('DELETE', route, param, { headers: auth }),
  {
    name: `${param}: a missing one`,
    status: 404,
    request: (fixtures) => ({
      method: 'DELETE',
      path: route.replace(`[${param}]`, MISSING_ID),
      params: { [param]: MISSING_ID },
      headers: auth(fixtures),
    }),
  },
  ...credentialCases(() => ({ method: 'DELETE', path: route.replace(`[${param}]`, MISSING_ID), params: { [param]: MISSING_ID } }), {
    write: true,
  }),
];

export const teamEndpoints: Endpoint[] = [
  { label: 'GET /api/admin/account', handler: asRouteHandler(getAccount), cases: adminReadCases('/api/admin/account') },
  {
    label: 'PATCH /api/admin/account',
    handler: asRouteHandler(patchAccount),
    cases: bodyCases({
      method: 'PATCH',
      route: '/api/admin/account',
      schema: accountChangeSchema,
      valid: { locale: 'no' },
      signedIn: true,
    }),
  },
  {
    label: 'POST /api/admin/account/password',
    handler: asRouteHandler(changePassword),
    cases: bodyCases({
      method: 'POST',
      route: '/api/admin/account/password',
      schema: passwordChangeSchema,
      valid: { current_password: 'studio-admin', new_password: STRONG },
      hand: { current_password: PASSWORD_HAND, new_password: PASSWORD_HAND },
      signedIn: true,
    }),
  },
  // Starting a set-up asks for the password: a wrong one stores no pending secret.
  {
    label: 'POST /api/admin/account/totp',
    handler: asRouteHandler(beginTotp),
    cases: bodyCases({
      method: 'POST',
      route: '/api/admin/account/totp',
      schema: passwordProofSchema,
      valid: { password: 'x' },
      signedIn: true,
      wrongTypes: false,
    }),
  },
  {
    label: 'DELETE /api/admin/account/totp',
    handler: asRouteHandler(turnOffTotp),
    cases: bodyCases({
      method: 'DELETE',
      route: '/api/admin/account/totp',
      schema: passwordProofSchema,
      valid: { password: 'x' },
      hand: { password: PASSWORD_HAND },
      signedIn: true,
    }),
  },
  {
    label: 'POST /api/admin/account/totp/confirm',
    handler: asRouteHandler(confirmTotp),
    cases: [
      ...bodyCases({
        method: 'POST',
        route: '/api/admin/account/totp/confirm',
        schema: totpCodeSchema,
        valid: { code: '000000' },
        hand: {
          code: { invalid: { 'five digits': '12345', 'seven digits': '1234567', letters: 'abcdef', 'full-width digits': '１２３４５６' } },
        },
        signedIn: true,
      }),
      // No set-up was started: a well-formed code is refused as wrong.
      {
        name: 'a code with no set-up started',
        status: 400,
        request: (fixtures) => ({
          method: 'POST',
          path: '/api/admin/account/totp/confirm',
          headers: jsonAuth(fixtures),
          body: '{"code":"123456"}',
        }),
      },
    ],
  },
  {
    label: 'POST /api/admin/account/recovery-codes',
    handler: asRouteHandler(renewCodes),
    cases: bodyCases({
      method: 'POST',
      route: '/api/admin/account/recovery-codes',
      schema: passwordProofSchema,
      valid: { password: 'x' },
      hand: { password: PASSWORD_HAND },
      signedIn: true,
      wrongTypes: false,
    }),
  },
  // A wrong password: no question for a new passkey is made.
  {
    label: 'POST /api/admin/account/passkeys/options',
    handler: asRouteHandler(passkeyOptions),
    cases: bodyCases({
      method: 'POST',
      route: '/api/admin/account/passkeys/options',
      schema: passwordProofSchema,
      valid: { password: 'x' },
      signedIn: true,
      wrongTypes: false,
    }),
  },
  // No question is open: a well-formed answer is refused as one that cannot be checked.
  {
    label: 'POST /api/admin/account/passkeys',
    handler: asRouteHandler(addPasskey),
    cases: bodyCases({
      method: 'POST',
      route: '/api/admin/account/passkeys',
      schema: newPasskeySchema,
      valid: {
        name: 'Phone',
        passkey: {
          id: 'AAAA',
          rawId: 'AAAA',
          type: 'public-key',
          response: { clientDataJSON: 'e30', attestationObject: 'oA', transports: ['internal'] },
          clientExtensionResults: {},
        },
      },
      hand: {
        'passkey.id': { invalid: { 'standard base64': 'ab+/==', 'a space': 'ab cd' } },
        'passkey.response.transports': { invalid: { 'an unknown transport': ['carrier-pigeon'] } },
      },
      signedIn: true,
    }),
  },
  {
    label: 'DELETE /api/admin/account/passkeys/[id]',
    handler: asRouteHandler(removePasskey),
    cases: [
      ...bodyCases({
        method: 'DELETE',
        route: '/api/admin/account/passkeys/[id]',
        params: onMissing('id', MISSING_ID),
        schema: passwordProofSchema,
        valid: { password: 'x' },
        signedIn: true,
        wrongTypes: false,
      }),
      ...oddIdCases('DELETE', '/api/admin/account/passkeys/[id]', 'id', { headers: jsonAuth, body: () => '{"password":"x"}' }),
    ],
  },
  { label: 'GET /api/admin/sessions', handler: asRouteHandler(listSessions), cases: adminReadCases('/api/admin/sessions') },
  { label: 'DELETE /api/admin/sessions/[id]', handler: asRouteHandler(endSession), cases: delete404('/api/admin/sessions/[id]', 'id') },
  { label: 'GET /api/admin/users', handler: asRouteHandler(listUsers), cases: adminReadCases('/api/admin/users') },
  {
    label: 'POST /api/admin/users',
    handler: asRouteHandler(inviteUser),
    cases: bodyCases({
      method: 'POST',
      route: '/api/admin/users',
      schema: inviteSchema,
      valid: { email: 'new.person@studio.example', role: 'editor', locale: 'no' },
      hand: {
        email: {
          invalid: { 'no @': 'person.example', 'two @': 'a@b@example.com', 'a header break': 'a@example.com\r\nBcc: x@example.com' },
        },
        role: { invalid: { capitalised: 'Owner', 'an admin': 'admin' } },
      },
      signedIn: true,
    }),
  },
  {
    label: 'PATCH /api/admin/users/[id]',
    handler: asRouteHandler(patchUser),
    cases: [
      ...bodyCases({
        method: 'PATCH',
        route: '/api/admin/users/[id]',
        params: onMissing('id', MISSING_ID),
        schema: roleChangeSchema,
        valid: { role: 'editor' },
        signedIn: true,
      }),
      ...oddIdCases('PATCH', '/api/admin/users/[id]', 'id', { headers: jsonAuth, body: () => '{"role":"owner"}' }),
    ],
  },
  { label: 'DELETE /api/admin/users/[id]', handler: asRouteHandler(removeUser), cases: delete404('/api/admin/users/[id]', 'id') },
  {
    label: 'DELETE /api/admin/users/invitations/[id]',
    handler: asRouteHandler(withdrawInvitation),
    cases: delete404('/api/admin/users/invitations/[id]', 'id'),
  },
  {
    label: 'GET /api/admin/invitations/[token]',
    handler: asRouteHandler(peekInvitation),
    cases: oddLinkCases('GET', '/api/admin/invitations/[token]'),
  },
  {
    label: 'POST /api/admin/invitations/[token]',
    handler: asRouteHandler(acceptInvitation),
    cases: passwordLinkCases('/api/admin/invitations/[token]', true),
  },
  {
    label: 'POST /api/admin/password-reset',
    handler: asRouteHandler(requestReset),
    cases: bodyCases({
      method: 'POST',
      route: '/api/admin/password-reset',
      schema: resetRequestSchema,
      valid: { email: 'nobody@studio.example' },
      hand: { email: { invalid: { 'no @': 'person.example', 'a header break': 'a@example.com\r\nBcc: x@example.com' } } },
      signedIn: false,
    }),
  },
  {
    label: 'GET /api/admin/password-reset/[token]',
    handler: asRouteHandler(peekReset),
    cases: oddLinkCases('GET', '/api/admin/password-reset/[token]'),
  },
  {
    label: 'POST /api/admin/password-reset/[token]',
    handler: asRouteHandler(completeReset),
    cases: passwordLinkCases('/api/admin/password-reset/[token]', false),
  },
  {
    label: 'GET /api/admin/security-settings',
    handler: asRouteHandler(getSecurity),
    cases: adminReadCases('/api/admin/security-settings'),
  },
  {
    label: 'PUT /api/admin/security-settings',
    handler: asRouteHandler(putSecurity),
    cases: bodyCases({
      method: 'PUT',
      route: '/api/admin/security-settings',
      schema: securitySettingsSchema,
      valid: { require_two_factor: false, session_hours: 12 },
      hand: { session_hours: { invalid: { zero: 0, 'over a month': 721, 'a half': 1.5, 'as text': '8' } } },
      signedIn: true,
    }),
  },
  {
    label: 'GET /api/admin/audit',
    handler: asRouteHandler(auditPage),
    cases: [...adminReadCases('/api/admin/audit'), ...auditQueryCases('/api/admin/audit')],
  },
  {
    label: 'GET /api/admin/audit/export',
    handler: asRouteHandler(auditCsv),
    cases: [...adminReadCases('/api/admin/audit/export'), ...auditQueryCases('/api/admin/audit/export')],
  },
];
