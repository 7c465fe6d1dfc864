import { GET as categories } from '@/app/api/digital-products/categories/route';
import { GET as products } from '@/app/api/digital-products/route';
import { GET as download } from '@/app/api/download/[sessionId]/route';
import { POST as checkout } from '@/app/api/payments/checkout/route';
import { POST as cancelDemo } from '@/app/api/payments/demo/[sessionId]/cancel/route';
import { POST as payDemo } from '@/app/api/payments/demo/[sessionId]/pay/route';
import { GET as paymentStatus } from '@/app/api/payments/status/[sessionId]/route';
import { POST as webhook } from '@/app/api/payments/webhook/route';
import { buyerDetailsSchema } from '@/lib/shop/checkout/buyer-details';
import { checkoutRequest } from '@/lib/shop/checkout/checkout';
import { asRouteHandler, uniqueAddress, withHeaders, type BadCase, type CaseRequest, type Endpoint, type Fixtures } from '../cases';
import { localeListCases, localeQueryCases, oddIdCases, otherMethodCases } from '../common';
import { jsonBodyCases } from '../json-body';
import { BROKEN_JSON, deepArray, MB, NOT_AN_OBJECT } from '../values';

// The shop: product reads, checkout, the payment status, the download, the demo checkout's
// buttons and Stripe's webhook.

const SITE = 'http://localhost:3000';
const UNKNOWN_PRODUCT = '00000000-0000-4000-8000-000000000000';

const checkoutCases = jsonBodyCases({
  method: 'POST',
  path: '/api/payments/checkout',
  schema: checkoutRequest,
  hand: {
    product_id: {
      invalid: {
        'not a uuid': 'template-1',
        'uuid with spaces': ` ${UNKNOWN_PRODUCT} `,
        'unknown uuid': UNKNOWN_PRODUCT,
        'SQL injection': "' or 1=1 --",
        empty: '',
      },
    },
    // Checked against the site's origins after the schema: any other text is refused there.
    origin_url: {
      textSamples: 'valid body',
      invalid: {
        'another site': 'https://evil.example',
        'a lookalike host': `${SITE}.evil.example`,
        'another port': 'http://localhost:3001',
        'no scheme': 'localhost:3000',
        'javascript URL': 'javascript:alert(1)',
        'file URL': 'file:///etc/passwd',
        'data URL': 'data:text/html,<script>alert(1)</script>',
        empty: '',
      },
    },
    // Only true itself: the wrong types ('true', 1, null) are generated from the kind.
    withdrawal_consent: { invalid: { 'not given': false } },
    // Not the shape of a code; a code of the right shape that names none is refused with a reason (below).
    discount_code: {
      invalid: {
        '41 characters': 'A'.repeat(41),
        markup: '<script>alert(1)</script>',
        'SQL injection': "' or 1=1 --",
        'LIKE wildcards': 'Bad-Input-%',
        'a space inside': 'Bad Input Fixture',
        'two characters': 'AB',
      },
    },
  },
  valid: (fixtures) => ({ product_id: fixtures.productId, origin_url: SITE, locale: 'en', withdrawal_consent: true }),
  refused: { body: () => ({ product_id: UNKNOWN_PRODUCT, origin_url: SITE, locale: 'en', withdrawal_consent: true }), status: 404 },
  maxBytes: 16 * 1024,
  randomCases: 30,
});

// The demo checkout's Pay as JSON: the buyer's details (a form post is parsed by the same schema).
const payBodyCases = jsonBodyCases({
  method: 'POST',
  path: '/api/payments/demo/[sessionId]/pay',
  params: (fixtures) => ({ sessionId: fixtures.openSessionId }),
  schema: buyerDetailsSchema,
  hand: {
    email: { invalid: { 'no at sign': 'buyer.example.com', empty: '', 'two addresses': 'a@example.com,b@example.com' } },
    country: {
      invalid: {
        unknown: 'XX',
        'three letters': 'DEU',
        'the EU': 'EU',
        'a name': 'Germany',
        'withdrawn code': 'YU',
        'SQL injection': "NO' --",
      },
    },
    vat_id: {
      invalid: {
        'wrong check digit': 'DE123456789',
        'another country than the billing one': 'FR40303265045',
        'a Norwegian number': 'NO923609016MVA',
        markup: '<script>alert(1)</script>',
        'too long': 'DE'.padEnd(41, '1'),
      },
    },
  },
  valid: () => ({ email: 'buyer@example.com', country: 'DE' }),
  maxBytes: 4 * 1024,
  randomCases: 10,
});

/** Codes of the right shape that name no code: 400 with the refusal's `reason` beside `detail`, nothing held. */
const discountCodeCases: BadCase[] = Object.entries({
  'an unknown code': 'NO-SUCH-CODE',
  'the fixture code with underscores for dashes': 'Bad_Input_Fixture',
  'the fixture code and more': 'Bad-Input-Fixture-2',
}).map(([label, code]) => ({
  name: `discount_code: ${label}`,
  status: 400,
  extraKeys: ['reason'],
  request: (fixtures) => ({
    method: 'POST',
    path: '/api/payments/checkout',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ product_id: fixtures.productId, origin_url: SITE, locale: 'en', withdrawal_consent: true, discount_code: code }),
  }),
}));

/** Session ids that look almost like the open session's, or like none at all. */
const sessionLookalikes: Record<string, (fixtures: Fixtures) => string> = {
  'the open session in capitals': (fixtures) => fixtures.openSessionId.toUpperCase(),
  'the open session with a trailing space': (fixtures) => `${fixtures.openSessionId} `,
  'the open session with a NUL': (fixtures) => `${fixtures.openSessionId}\u0000`,
  'the open session with a path suffix': (fixtures) => `${fixtures.openSessionId}/../x`,
  'the open session with a lookalike underscore': (fixtures) => fixtures.openSessionId.replace('_', '\uFF3F'),
  'the open session, truncated': (fixtures) => fixtures.openSessionId.slice(0, -1),
  'the longest possible id': () => `cs_demo_${'a'.repeat(247)}`,
  'one character past the longest id': () => `cs_demo_${'a'.repeat(248)}`,
  'a Stripe-shaped id': () => 'cs_test_a1B2c3D4e5F6g7H8i9J0',
  'a project id': (fixtures) => fixtures.projectId,
};

export function sessionCases(method: string, route: string): BadCase[] {
  const at = (id: string, query = ''): CaseRequest => ({
    method,
    path: `${route.replace('[sessionId]', encodeURIComponent(id))}${query}`,
    params: { sessionId: id },
  });
  return [
    ...oddIdCases(method, route, 'sessionId'),
    ...Object.entries(sessionLookalikes).map(([label, id]) => ({
      name: `sessionId: ${label}`,
      status: 404,
      request: (fixtures: Fixtures) => at(id(fixtures)),
    })),
    ...['session_id=x&session_id=y', 'locale=xx', `sessionId=${'a'.repeat(10 * 1024)}`].map((query) => ({
      name: `query: ${query.slice(0, 40)}`,
      status: 404,
      request: () => at('cs_demo_unknown', `?${query}`),
    })),
    ...otherMethodCases(method, () => at('cs_demo_unknown'), { status: 404 }),
  ];
}

const signedEvent =
  (payload: string) =>
  (fixtures: Fixtures): CaseRequest => ({
    method: 'POST',
    path: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': fixtures.signWebhook(payload) },
    body: payload,
  });
const event = (fields: Record<string, unknown>) =>
  JSON.stringify({ id: 'evt_bad_input', object: 'event', created: 1, livemode: false, ...fields });
const completed = (object: unknown) => event({ type: 'checkout.session.completed', data: { object } });

function webhookCases(): BadCase[] {
  const payload = completed({
    id: 'cs_test_unknown',
    object: 'checkout.session',
    status: 'complete',
    payment_status: 'paid',
    expires_at: 1,
  });
  const unsigned: Record<string, (fixtures: Fixtures) => string | undefined> = {
    'no signature': () => undefined,
    'empty signature': () => '',
    'timestamp only': () => `t=${Math.floor(Date.now() / 1000)}`,
    'made-up signature': () => `t=${Math.floor(Date.now() / 1000)},v1=${'ab'.repeat(32)}`,
    'signature of another payload': (fixtures) => fixtures.signWebhook('{}'),
    'signed an hour ago': (fixtures) => fixtures.signWebhook(payload, Math.floor(Date.now() / 1000) - 3600),
    'not a timestamp': (fixtures) => fixtures.signWebhook(payload).replace(/^t=\d+/, 't=soon'),
    '10 kB of signature': () => `t=1,v1=${'a'.repeat(10 * 1024)}`,
    'unicode signature': () => `t=1,v1=\u00e9\u00ff`,
    'duplicate scheme entries': () => 't=1,t=2,v1=,v1=,v0=',
  };
  const bodies: Record<string, string> = { ...BROKEN_JSON, ...NOT_AN_OBJECT, empty: '' };
  const signedMalformed: Record<string, string> = {
    'JSON null': 'null',
    'a string': '"checkout.session.completed"',
    'an array': '[]',
    'an event without a type': event({ data: { object: {} } }),
    'a numeric type': event({ type: 42, data: { object: {} } }),
    'a session event without data': event({ type: 'checkout.session.completed' }),
    'a session event with data null': event({ type: 'checkout.session.expired', data: null }),
    'a session event with object null': completed(null),
    'a session event with an empty object': completed({}),
    'a session event with a numeric id': completed({ id: 42 }),
    'a session event with an array id': completed({ id: ['cs_test_1'] }),
    'a session event with a NUL id': completed({ id: 'cs_test\u0000' }),
    'a session event with a traversal id': completed({ id: '../../etc/passwd' }),
    'a session event with a 10 kB id': completed({ id: `cs_test_${'a'.repeat(10 * 1024)}` }),
    'a session event nested 10000 deep': `{"type":"checkout.session.completed","data":{"object":${deepArray(10_000)}}}`,
    'broken JSON': '{"type":',
  };
  return [
    ...Object.entries(unsigned).map(([label, signature]) => ({
      name: `signature: ${label}`,
      status: 400,
      request: (fixtures: Fixtures) => {
        const value = signature(fixtures);
        return {
          method: 'POST',
          path: '/api/payments/webhook',
          headers: { 'content-type': 'application/json', ...(value === undefined ? {} : { 'stripe-signature': value }) },
          body: payload,
        };
      },
    })),
    ...Object.entries(bodies).map(([label, body]) => ({
      name: `unsigned body: ${label}`,
      status: 400,
      request: () => ({
        method: 'POST',
        path: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        body,
      }),
    })),
    {
      name: 'body: past 512 kB',
      status: 413,
      request: () => ({
        method: 'POST',
        path: '/api/payments/webhook',
        headers: { 'stripe-signature': 't=1,v1=00' },
        body: 'x'.repeat(MB),
      }),
    },
    ...Object.entries(signedMalformed).map(([label, body]) => ({ name: `signed: ${label}`, status: 400, request: signedEvent(body) })),
    // Documented: events of other types are acknowledged and ignored.
    {
      name: 'signed: an event type the site does not handle',
      accepted: true,
      status: 200,
      request: signedEvent(event({ type: 'invoice.paid', data: { object: { id: 'in_1' } } })),
    },
    ...otherMethodCases('POST', () => ({ method: 'POST', path: '/api/payments/webhook', body: payload }), { status: 400 }),
  ];
}

export const shopEndpoints: Endpoint[] = [
  {
    label: 'GET /api/digital-products',
    handler: asRouteHandler(products),
    cases: localeListCases('/api/digital-products'),
  },
  {
    label: 'GET /api/digital-products/categories',
    handler: asRouteHandler(categories),
    // The categories take no parameters: documented to ignore whatever query comes along.
    cases: [
      ...localeQueryCases('/api/digital-products/categories').map((badCase) => ({ ...badCase, status: 200, accepted: true })),
      ...otherMethodCases('GET', () => ({ method: 'GET', path: '/api/digital-products/categories?locale=xx' }), {
        status: 200,
        accepted: true,
      }),
    ],
  },
  {
    label: 'POST /api/payments/checkout',
    handler: asRouteHandler(checkout),
    cases: withHeaders(
      [
        ...checkoutCases,
        ...discountCodeCases,
        ...otherMethodCases(
          'POST',
          () => ({
            method: 'POST',
            path: '/api/payments/checkout',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ product_id: UNKNOWN_PRODUCT, origin_url: SITE, withdrawal_consent: true }),
          }),
          {},
        ),
      ],
      () => ({ 'x-forwarded-for': uniqueAddress() }),
    ),
  },
  {
    label: 'GET /api/payments/status/[sessionId]',
    handler: asRouteHandler(paymentStatus),
    cases: withHeaders(sessionCases('GET', '/api/payments/status/[sessionId]'), () => ({ 'x-forwarded-for': uniqueAddress() })),
  },
  {
    label: 'GET /api/download/[sessionId]',
    handler: asRouteHandler(download),
    cases: withHeaders(sessionCases('GET', '/api/download/[sessionId]'), () => ({ 'x-forwarded-for': uniqueAddress() })),
  },
  {
    label: 'POST /api/payments/demo/[sessionId]/pay',
    handler: asRouteHandler(payDemo),
    // Pay takes the checkout page's form too: a form body is read (and refused for its fields), not a 415.
    cases: [
      ...sessionCases('POST', '/api/payments/demo/[sessionId]/pay'),
      ...payBodyCases.map((badCase) => (badCase.name.startsWith('content type: form-urlencoded') ? { ...badCase, status: 400 } : badCase)),
    ],
  },
  {
    label: 'POST /api/payments/demo/[sessionId]/cancel',
    handler: asRouteHandler(cancelDemo),
    cases: sessionCases('POST', '/api/payments/demo/[sessionId]/cancel'),
  },
  { label: 'POST /api/payments/webhook', handler: asRouteHandler(webhook), cases: webhookCases() },
];
