import { PATCH as patchCode } from '@/app/api/admin/discount-codes/[id]/route';
import { GET as listCodes, POST as createCode } from '@/app/api/admin/discount-codes/route';
import { asRouteHandler, withHeaders, type BadCase, type Endpoint, type Fixtures } from '../cases';
import { credentialCases, oddIdCases, otherMethodCases, refusedBySchema } from '../common';
import { discountCreateSchema, discountPatchSchema } from '@/lib/shop/discounts/input';
import { jsonBodyCases } from '../json-body';
import type { HandPicked } from '../schema-fields';
import { IMPOSSIBLE_INSTANTS } from '../values';
import { adminReadCases } from './admin';

// The admin's discount codes (docs/shop.md#discount-codes). A code that passed would be stored or
// change the fixture's code, which has never been used, so every field of it may still change.

const MISSING_ID = '00000000-0000-4000-8000-00000000d15c';
const instant = (label: string): HandPicked => ({
  invalid: {
    [`${label} in words`]: 'tomorrow',
    [`${label} without an offset`]: '2026-12-01T00:00:00',
    ...Object.fromEntries(Object.entries(IMPOSSIBLE_INSTANTS).map(([name, value]) => [`${label} in ${name}`, value])),
    [`${label} as a date only`]: '2026-12-01',
  },
});

const HAND: Record<string, HandPicked> = {
  code: {
    invalid: {
      markup: '<script>alert(1)</script>',
      'two characters': 'AB',
      '41 characters': 'A'.repeat(41),
      'a space inside': 'SPRING SALE',
      'a letter outside ASCII': 'VÅR-25',
      'SQL injection': "' or 1=1 --",
      empty: '',
    },
  },
  kind: { invalid: { capitalised: 'Percent', 'another word': 'fixed', empty: '' } },
  percent_off: { invalid: { zero: 0, 'over 100': 101, negative: -20 } },
  product_ids: { invalid: { 'not a uuid': ['template-1'], 'an unknown product': [MISSING_ID] } },
  starts_at: instant('start'),
  ends_at: instant('end'),
  usage_limit: { invalid: { zero: 0, negative: -1, 'above the cap': 1_000_001 } },
};

/** amounts_off is an object, which the generator does not describe: its broken values by hand. */
const BROKEN_AMOUNTS: Record<string, unknown> = {
  'an empty object': {},
  'a number, not text': { usd: 5 },
  zero: { usd: '0' },
  'three decimals': { usd: '1.005' },
  'a decimal comma': { usd: '7,50' },
  'a currency sign': { usd: '$5' },
  'an unknown currency': { eur: '5' },
  'a currency in capitals': { USD: '5' },
  'a __proto__ currency': JSON.parse('{"__proto__":"5"}'),
  'a list': ['5'],
};

const auth = (fixtures: Fixtures) => ({ authorization: `Bearer ${fixtures.token}` });
const jsonHeaders = (fixtures: Fixtures) => ({ 'content-type': 'application/json', ...auth(fixtures) });
const VALID = { code: 'BAD-INPUT-NEW', kind: 'percent', percent_off: 15 };

const createCases = jsonBodyCases({
  method: 'POST',
  path: '/api/admin/discount-codes',
  schema: discountCreateSchema,
  hand: HAND,
  valid: () => ({ ...VALID }),
  maxBytes: 32 * 1024,
  randomCases: 30,
});

const patchPath = (id: string) => `/api/admin/discount-codes/${id}`;
const patchCases = jsonBodyCases({
  method: 'PATCH',
  path: '/api/admin/discount-codes/[id]',
  params: (fixtures) => ({ id: fixtures.discountCodeId }),
  schema: discountPatchSchema,
  hand: HAND,
  valid: () => ({ paused: true }),
  refused: { body: () => ({ paused: true }), status: 404, params: () => ({ id: MISSING_ID }) },
  maxBytes: 32 * 1024,
  randomCases: 30,
});

const amountCases = (method: 'POST' | 'PATCH'): BadCase[] =>
  Object.entries(BROKEN_AMOUNTS).map(([label, amounts]) => ({
    name: `amounts_off: ${label}`,
    status: 400,
    request: (fixtures) => ({
      method,
      path: method === 'POST' ? '/api/admin/discount-codes' : patchPath(fixtures.discountCodeId),
      params: method === 'POST' ? undefined : { id: fixtures.discountCodeId },
      headers: jsonHeaders(fixtures),
      body: JSON.stringify({ ...(method === 'POST' ? VALID : {}), kind: 'amount', percent_off: null, amounts_off: amounts }),
    }),
  }));

const post = (body: (fixtures: Fixtures) => unknown) => (fixtures: Fixtures) => ({
  method: 'POST',
  path: '/api/admin/discount-codes',
  headers: jsonHeaders(fixtures),
  body: JSON.stringify(body(fixtures)),
});

export const discountCodeEndpoints: Endpoint[] = [
  { label: 'GET /api/admin/discount-codes', handler: asRouteHandler(listCodes), cases: adminReadCases('/api/admin/discount-codes') },
  {
    label: 'POST /api/admin/discount-codes',
    handler: asRouteHandler(createCode),
    cases: [
      ...withHeaders(createCases, auth),
      ...amountCases('POST'),
      {
        name: 'the fixture code in lower case',
        status: 409,
        request: post((fixtures) => ({ ...VALID, code: fixtures.discountCode.toLowerCase() })),
      },
      {
        name: 'an end before the start',
        status: 400,
        request: post(() => ({ ...VALID, starts_at: '2026-12-02T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' })),
      },
      { name: 'an amount code without amounts', status: 400, request: post(() => ({ ...VALID, kind: 'amount', percent_off: null })) },
      ...credentialCases(
        () => ({
          method: 'POST',
          path: '/api/admin/discount-codes',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(VALID),
        }),
        { write: true },
      ),
      ...otherMethodCases('POST', (fixtures) => post(() => ({ ...VALID, percent_off: 0 }))(fixtures), { status: 400 }),
    ],
  },
  {
    label: 'PATCH /api/admin/discount-codes/[id]',
    handler: asRouteHandler(patchCode),
    cases: [
      ...refusedBySchema(withHeaders(patchCases, auth)),
      ...amountCases('PATCH'),
      ...oddIdCases('PATCH', '/api/admin/discount-codes/[id]', 'id', { headers: jsonHeaders, body: () => '{"paused":true}' }),
      ...credentialCases(
        (fixtures) => ({
          method: 'PATCH',
          path: patchPath(fixtures.discountCodeId),
          params: { id: fixtures.discountCodeId },
          headers: { 'content-type': 'application/json' },
          body: '{"paused":true}',
        }),
        { write: true },
      ),
      ...otherMethodCases(
        'PATCH',
        (fixtures) => ({
          method: 'PATCH',
          path: patchPath(fixtures.discountCodeId),
          params: { id: fixtures.discountCodeId },
          headers: jsonHeaders(fixtures),
          body: '{"usage_limit":0}',
        }),
        { status: 400 },
      ),
    ],
  },
];
