import { DELETE as deleteTestimonial, PUT as updateTestimonial } from '@/app/api/admin/testimonials/[id]/route';
import { PUT as reorderTestimonials } from '@/app/api/admin/testimonials/order/route';
import { GET as adminTestimonials, POST as createTestimonial } from '@/app/api/admin/testimonials/route';
import { testimonialInputSchema, testimonialOrderSchema, MAX_ORDERED_TESTIMONIALS } from '@/lib/testimonials/input';
import { testimonialInput } from '../../testimonial-input';
import { asRouteHandler, withHeaders, type BadCase, type Endpoint, type Fixtures } from '../cases';
import { credentialCases, oddIdCases, otherMethodCases } from '../common';
import { jsonBodyCases } from '../json-body';
import type { HandPicked } from '../schema-fields';
import { adminReadCases } from './admin';

// The admin's testimonial calls: list, create, replace, delete and reorder.

/** Picks beyond the schema's bounds (1 to 5, which it gives itself). */
const TESTIMONIAL_HAND: Record<string, HandPicked> = {
  rating: { invalid: { zero: 0, six: 6, negative: -1, 'past the integer column': 2 ** 31, 'beyond 2^53': 2 ** 60 } },
};

/** A well-formed id that names no testimonial: a valid body sent there is refused (404) after every check. */
const MISSING_ID = '00000000-0000-4000-8000-00000000beef';

const auth = (fixtures: Fixtures) => ({ authorization: `Bearer ${fixtures.token}` });
const jsonHeaders = (fixtures: Fixtures) => ({ 'content-type': 'application/json', ...auth(fixtures) });
const validJson = () => JSON.stringify(testimonialInput());

// No body is refused after the schema on create (every valid one is stored): free text and
// unknown fields travel on the replace call below, which parses the same schema.
const createCases = jsonBodyCases({
  method: 'POST',
  path: '/api/admin/testimonials',
  schema: testimonialInputSchema,
  hand: TESTIMONIAL_HAND,
  valid: () => testimonialInput(),
  maxBytes: 32 * 1024,
  randomCases: 40,
});

// Broken bodies go to a testimonial that exists, so one let through would show as a change.
const updateCases = jsonBodyCases({
  method: 'PUT',
  path: '/api/admin/testimonials/[id]',
  params: (fixtures) => ({ id: fixtures.testimonialId }),
  schema: testimonialInputSchema,
  hand: TESTIMONIAL_HAND,
  valid: () => testimonialInput(),
  refused: { body: () => testimonialInput(), status: 404, params: () => ({ id: MISSING_ID }) },
  maxBytes: 32 * 1024,
  wrongTypes: false,
  randomCases: 20,
});

/** The stored order turned around: a reorder that was let through would change every row. */
const reversedIds = (fixtures: Fixtures) => [...fixtures.testimonialIds].reverse();

const orderCases = jsonBodyCases({
  method: 'PUT',
  path: '/api/admin/testimonials/order',
  schema: testimonialOrderSchema,
  hand: {
    ids: {
      invalid: {
        'an empty list': [],
        'an id that names nothing': [MISSING_ID],
        'ids that are not UUIDs': ['1', '2'],
        [`${MAX_ORDERED_TESTIMONIALS + 1} ids`]: Array.from({ length: MAX_ORDERED_TESTIMONIALS + 1 }, () => MISSING_ID),
      },
    },
  },
  valid: (fixtures) => ({ ids: reversedIds(fixtures) }),
  // One testimonial left out: well-formed, refused once compared with what is stored.
  refused: { body: (fixtures) => ({ ids: reversedIds(fixtures).slice(1) }), status: 400 },
  maxBytes: 32 * 1024,
  randomCases: 20,
});

/** Lists that are nearly the stored set, built from it. */
const nearOrderCases: BadCase[] = (
  [
    ['one id twice instead of another', (ids: string[]) => [...ids.slice(1), ids[1]!]],
    ['every id and one more', (ids: string[]) => [...ids, MISSING_ID]],
    ['every id twice', (ids: string[]) => [...ids, ...ids]],
    ['an id with spaces around', (ids: string[]) => [` ${ids[0]} `, ...ids.slice(1)]],
    ['an id in braces', (ids: string[]) => [`{${ids[0]}}`, ...ids.slice(1)]],
  ] as const
).map(([label, ids]) => ({
  name: `ids: ${label}`,
  status: 400,
  request: (fixtures) => ({
    method: 'PUT',
    path: '/api/admin/testimonials/order',
    headers: jsonHeaders(fixtures),
    body: JSON.stringify({ ids: ids(reversedIds(fixtures)) }),
  }),
}));

const write = (method: string, id: (fixtures: Fixtures) => string) => (fixtures: Fixtures) => ({
  method,
  path: `/api/admin/testimonials/${id(fixtures)}`,
  params: { id: id(fixtures) },
  headers: { 'content-type': 'application/json' },
  body: method === 'PUT' ? validJson() : undefined,
});
const ownTestimonial = (fixtures: Fixtures) => fixtures.testimonialId;
const reorder = (fixtures: Fixtures) => ({
  method: 'PUT',
  path: '/api/admin/testimonials/order',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ ids: reversedIds(fixtures) }),
});

export const testimonialEndpoints: Endpoint[] = [
  {
    label: 'GET /api/admin/testimonials',
    handler: asRouteHandler(adminTestimonials),
    cases: adminReadCases('/api/admin/testimonials'),
  },
  {
    label: 'POST /api/admin/testimonials',
    handler: asRouteHandler(createTestimonial),
    cases: [
      ...withHeaders(createCases, auth),
      // A complete, valid testimonial from someone who may not create one.
      ...credentialCases(
        () => ({ method: 'POST', path: '/api/admin/testimonials', headers: { 'content-type': 'application/json' }, body: validJson() }),
        { write: true },
      ),
    ],
  },
  {
    label: 'PUT /api/admin/testimonials/[id]',
    handler: asRouteHandler(updateTestimonial),
    cases: [
      ...withHeaders(updateCases, auth),
      ...oddIdCases('PUT', '/api/admin/testimonials/[id]', 'id', { headers: jsonHeaders, body: validJson }),
      ...credentialCases(write('PUT', ownTestimonial), { write: true }),
      ...otherMethodCases('PUT', (fixtures) => ({ ...write('PUT', () => MISSING_ID)(fixtures), headers: jsonHeaders(fixtures) }), {}),
    ],
  },
  {
    label: 'DELETE /api/admin/testimonials/[id]',
    handler: asRouteHandler(deleteTestimonial),
    cases: [
      ...oddIdCases('DELETE', '/api/admin/testimonials/[id]', 'id', { headers: auth }),
      // The testimonial exists: none of these may delete it.
      ...credentialCases(write('DELETE', ownTestimonial), { write: true }),
      ...otherMethodCases('DELETE', (fixtures) => ({ ...write('DELETE', () => 'not-a-uuid')(fixtures), headers: auth(fixtures) }), {
        status: 404,
      }),
    ],
  },
  {
    label: 'PUT /api/admin/testimonials/order',
    handler: asRouteHandler(reorderTestimonials),
    cases: [
      ...withHeaders(orderCases, auth),
      ...nearOrderCases,
      ...credentialCases(reorder, { write: true }),
      ...otherMethodCases(
        'PUT',
        (fixtures) => ({ ...reorder(fixtures), headers: jsonHeaders(fixtures), body: JSON.stringify({ ids: [] }) }),
        { status: 400 },
      ),
    ],
  },
];
