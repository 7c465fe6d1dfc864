import { GET as downloadByToken } from '@/app/api/downloads/[token]/route';
import { POST as resend } from '@/app/api/downloads/resend/route';
import { POST as payDemo } from '@/app/api/payments/demo/[sessionId]/pay/route';
import { isStorableText } from '@/lib/db/text';
import { resendRequestSchema } from '@/lib/shop/orders/resend-request';
import { asRouteHandler, uniqueAddress, withHeaders, type BadCase, type CaseRequest, type Endpoint, type Fixtures } from '../cases';
import { otherMethodCases } from '../common';
import { jsonBodyCases } from '../json-body';
import { BAD_EMAILS, BROKEN_JSON, MB, NOT_AN_OBJECT, ODD_IDS, UNICODE, pathSegment } from '../values';

// The buyer's side of receipts: the demo checkout's Pay with the buyer's e-mail, a receipt link's
// download, and the "get my downloads again" form.

const resendCases = jsonBodyCases({
  method: 'POST',
  path: '/api/downloads/resend',
  schema: resendRequestSchema,
  hand: {
    email: { invalid: BAD_EMAILS },
  },
  // Never sent unbroken: a valid request queues its work after the answer.
  valid: () => ({ email: 'ada@example.com', locale: 'en' }),
  maxBytes: 32 * 1024,
  randomCases: 30,
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_TYPE = { 'content-type': 'application/json' };

/** The open session's Pay with a body that carries no valid address: nothing may be paid. */
function payCases(): BadCase[] {
  const to =
    (body: BodyInit | undefined, headers: Record<string, string>) =>
    (fixtures: Fixtures): CaseRequest => ({
      method: 'POST',
      path: `/api/payments/demo/${fixtures.openSessionId}/pay`,
      params: { sessionId: fixtures.openSessionId },
      headers,
      body,
    });
  const form = (email: string) => new URLSearchParams({ email }).toString();
  const formBodies: Record<string, string> = {
    ...Object.fromEntries(Object.entries(BAD_EMAILS).map(([label, email]) => [`email ${label}`, form(email)])),
    ...Object.fromEntries(Object.entries(UNICODE).map(([label, text]) => [`email of unicode ${label}`, form(text)])),
    empty: '',
    'no email field': 'name=Ada',
    'an email array field': 'email[]=ada%40example.com',
    'an empty first email': 'email=&email=ada%40example.com',
    'broken percent encoding': 'email=ada%E0%A4%A%40example.com',
    'an encoded NUL': 'email=ada%00%40example.com',
    'a JSON text': JSON.stringify({ email: 'ada@example.com' }),
  };
  const jsonBodies: Record<string, string> = {
    ...BROKEN_JSON,
    ...NOT_AN_OBJECT,
    'email null': '{"email":null}',
    'email a number': '{"email":42}',
    'email an array': '{"email":["ada@example.com"]}',
    'email an object': '{"email":{"address":"ada@example.com"}}',
    ...Object.fromEntries(Object.entries(BAD_EMAILS).map(([label, email]) => [`email ${label}`, JSON.stringify({ email })])),
  };
  const otherTypes: Record<string, Record<string, string>> = {
    'no Content-Type': {},
    'text/plain': { 'content-type': 'text/plain' },
    multipart: { 'content-type': 'multipart/form-data; boundary=x' },
    'application/xml': { 'content-type': 'application/xml' },
  };
  return [
    ...Object.entries(formBodies).map(([label, body]) => ({ name: `form: ${label}`, status: 400, request: to(body, FORM) })),
    ...Object.entries(jsonBodies).map(([label, body]) => ({ name: `JSON: ${label}`, status: 400, request: to(body, JSON_TYPE) })),
    ...Object.entries(otherTypes).map(([label, headers]) => ({
      name: `content type: ${label}`,
      status: 415,
      request: to(form('ada@example.com'), headers),
    })),
    { name: 'form: past the size limit', status: 413, request: to(form('x'.repeat(MB)), FORM) },
    {
      name: 'JSON: past the size limit',
      status: 413,
      request: to(JSON.stringify({ email: 'ada@example.com', padding: 'x'.repeat(MB) }), JSON_TYPE),
    },
    // Documented: a browser's refused form goes back to the checkout page, which names the problem.
    { name: 'form from the page: email refused', accepted: true, status: 303, request: to(form('ada@'), { ...FORM, accept: 'text/html' }) },
  ];
}

/**
 * Tokens that are no link of ours: sent to the link's page (303), which explains, unless they
 * could not even stand in an address (too long, NUL, lone surrogates): then 404 here.
 */
function tokenCases(): BadCase[] {
  const at = (token: string) => (): CaseRequest => ({ method: 'GET', path: `/api/downloads/${pathSegment(token)}`, params: { token } });
  const outcome = (token: string): Pick<BadCase, 'status' | 'accepted'> =>
    token.length > 256 || !isStorableText(token) ? { status: 404 } : { status: 303, accepted: true };
  const tokens: Record<string, string> = {
    ...ODD_IDS,
    'the right shape, not signed': 'A'.repeat(43),
    'the right shape, with padding': `${'A'.repeat(42)}=`,
    'a uuid': '00000000-0000-4000-8000-000000000001',
  };
  return [
    ...Object.entries(tokens).map(([label, token]) => ({ name: `token: ${label}`, ...outcome(token), request: at(token) })),
    ...otherMethodCases('GET', at('A'.repeat(43)), { status: 303, accepted: true }),
  ];
}

export const downloadEndpoints: Endpoint[] = [
  {
    label: "POST /api/payments/demo/[sessionId]/pay (the buyer's e-mail)",
    handler: asRouteHandler(payDemo),
    cases: payCases(),
  },
  {
    label: 'GET /api/downloads/[token]',
    handler: asRouteHandler(downloadByToken),
    cases: withHeaders(tokenCases(), () => ({ 'x-forwarded-for': uniqueAddress() })),
  },
  {
    label: 'POST /api/downloads/resend',
    handler: asRouteHandler(resend),
    cases: withHeaders(
      [
        ...resendCases,
        {
          name: 'a post from another site',
          status: 403,
          request: () => ({
            method: 'POST',
            path: '/api/downloads/resend',
            headers: { ...JSON_TYPE, origin: 'https://evil.example' },
            body: '{"email":"ada@example.com"}',
          }),
        },
        ...otherMethodCases(
          'POST',
          () => ({ method: 'POST', path: '/api/downloads/resend', headers: JSON_TYPE, body: '{"email":"ada@"}' }),
          {},
        ),
      ],
      () => ({ 'x-forwarded-for': uniqueAddress() }),
    ),
  },
];
