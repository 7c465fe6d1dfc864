import { GET as slots } from '@/app/api/booking/slots/route';
import { POST as book } from '@/app/api/bookings/route';
import { POST as cancel } from '@/app/api/bookings/[token]/cancel/route';
import { POST as reschedule } from '@/app/api/bookings/[token]/reschedule/route';
import { GET as readBooking } from '@/app/api/bookings/[token]/route';
import { BOOKING_LIMITS } from '@/lib/booking/types';
import { HONEYPOT_FIELD } from '@/lib/contact/fields';
import { asRouteHandler, uniqueAddress, withHeaders, type BadCase, type CaseRequest, type Endpoint, type Fixtures } from '../cases';
import { otherMethodCases, refusedBySchema } from '../common';
import { jsonBodyCases } from '../json-body';
import { BAD_EMAILS } from '../values';
import {
  BAD_INSTANTS,
  BAD_ZONES,
  missingBookingToken,
  NOT_OFFERED,
  NOT_A_SLOT,
  slotQueryCases,
  tokenCases,
  UNOFFERED,
} from './booking-inputs';

// The visitor's side of booking a call (docs/booking.md#api): free times, booking, and her signed
// link's read, move and cancel. Nothing may be booked: every body that passes the schema asks for a
// time that is not offered (409), goes to a booking that does not exist (404), or is a bot's (201,
// dropped). Each request comes from an address of its own, so the per-address limits never answer.

const JSON_TYPE = { 'content-type': 'application/json' };

let visitors = 0;
/** The per-e-mail limit counts every body that passes the schema: each gets an address of its own. */
const visitor = (start = NOT_A_SLOT) => ({
  start,
  name: 'Ada Lovelace',
  email: `visitor.${++visitors}@example.com`,
  service_interest: 'Branding',
  note: 'A new brand for a bakery.',
  locale: 'en',
  time_zone: 'Europe/Oslo',
});

const bookingCases = jsonBodyCases({
  method: 'POST',
  path: '/api/bookings',
  fields: {
    start: { kind: 'string', required: true, invalid: BAD_INSTANTS },
    name: {
      kind: 'string',
      required: true,
      freeText: true,
      invalid: { blank: ' \u00A0\t', 'too long': 'x'.repeat(BOOKING_LIMITS.name + 1) },
    },
    email: { kind: 'string', required: true, invalid: BAD_EMAILS },
    service_interest: {
      kind: 'string',
      nullable: true,
      invalid: { unknown: 'Plumbing', lowercase: 'branding', 'two services': 'Branding, Other' },
    },
    note: { kind: 'string', freeText: true, invalid: { 'too long': 'x'.repeat(BOOKING_LIMITS.note + 1) } },
    locale: { kind: 'string', invalid: { unknown: 'xx', uppercase: 'EN', 'Stripe code': 'nb', empty: '' } },
    time_zone: { kind: 'string', required: true, invalid: BAD_ZONES },
  },
  // Valid, and still refused (409): the time is a Sunday night in the past.
  valid: () => visitor(),
  refused: { body: () => visitor(), status: 409 },
  strict: true,
  maxBytes: 32 * 1024,
  randomCases: 30,
});

/**
 * The refused body's answer carries the next free times; the combining-mark pile-up is 151
 * characters, past the name's 100, so there the schema refuses it.
 */
const notOffered = (badCase: BadCase): BadCase =>
  badCase.name === 'name: unicode combining mark pile-up'
    ? { ...badCase, status: 400 }
    : badCase.status === 409
      ? { ...badCase, ...NOT_OFFERED }
      : badCase;

const post = (path: string, body: unknown, params?: Record<string, string>): CaseRequest => ({
  method: 'POST',
  path,
  params,
  headers: JSON_TYPE,
  body: JSON.stringify(body),
});

/** The honeypot: a bot's booking is answered as made and dropped; the field is still text. */
const honeypotCases: BadCase[] = [
  ...Object.entries({ number: 42, null: null, list: ['x'], object: {}, 'too long': 'x'.repeat(501) }).map(([label, value]) => ({
    name: `${HONEYPOT_FIELD}: ${label}`,
    status: 400,
    request: () => post('/api/bookings', { ...visitor(), [HONEYPOT_FIELD]: value }),
  })),
  {
    name: `${HONEYPOT_FIELD}: filled in (answered as booked, nothing stored)`,
    status: 201,
    accepted: true,
    request: () => post('/api/bookings', { ...visitor(), [HONEYPOT_FIELD]: 'https://spam.example' }),
  },
  {
    name: `${HONEYPOT_FIELD}: only spaces (a person's booking)`,
    ...NOT_OFFERED,
    request: () => post('/api/bookings', { ...visitor(), [HONEYPOT_FIELD]: '   ' }),
  },
];

/** Valid bodies for times that are not offered: 409 with the next free times, nothing stored or moved. */
const unofferedCases = (to: (fixtures: Fixtures, start: string) => CaseRequest): BadCase[] =>
  Object.entries(UNOFFERED).map(([label, start]) => ({
    name: `start: ${label}`,
    ...NOT_OFFERED,
    request: (fixtures) => to(fixtures, start),
  }));

const onBooking = (fixtures: Fixtures) => ({ token: fixtures.bookingToken });

// A valid body would move the fixture's call: the base asks for a time that is not offered.
const rescheduleCases = jsonBodyCases({
  method: 'POST',
  path: '/api/bookings/[token]/reschedule',
  params: onBooking,
  fields: { start: { kind: 'string', required: true, invalid: BAD_INSTANTS } },
  valid: () => ({ start: NOT_A_SLOT }),
  strict: true,
  maxBytes: 32 * 1024,
  randomCases: 5,
});

// Broken bodies go to the fixture's link, where one let through would cancel the call. Bodies the
// schema takes go to a signed link of no booking (404): well-formed text, and no reason at all
// (`{}`, also behind a byte order mark, which the body's decoding drops).
const EMPTY_CANCELS = new Set(['body: empty object', 'body: BOM before JSON']);
const cancelCases = jsonBodyCases({
  method: 'POST',
  path: '/api/bookings/[token]/cancel',
  params: onBooking,
  fields: { reason: { kind: 'string', freeText: true, invalid: { 'too long': 'x'.repeat(BOOKING_LIMITS.reason + 1) } } },
  valid: () => ({ reason: 'Something came up.' }),
  refused: { body: () => ({ reason: 'Something came up.' }), status: 404, params: () => ({ token: missingBookingToken() }) },
  strict: true,
  maxBytes: 32 * 1024,
  randomCases: 10,
}).map((badCase) => {
  if (!EMPTY_CANCELS.has(badCase.name)) return badCase;
  return {
    ...badCase,
    name: `${badCase.name}, to a booking that does not exist`,
    status: 404,
    request: (fixtures: Fixtures) => {
      const token = missingBookingToken();
      return { ...badCase.request(fixtures), path: `/api/bookings/${token}/cancel`, params: { token } };
    },
  };
});

const fromAddresses = (cases: BadCase[]) => withHeaders(cases, () => ({ 'x-forwarded-for': uniqueAddress() }));

export const bookingEndpoints: Endpoint[] = [
  { label: 'GET /api/booking/slots', handler: asRouteHandler(slots), cases: slotQueryCases() },
  {
    label: 'POST /api/bookings',
    handler: asRouteHandler(book),
    cases: fromAddresses([
      ...refusedBySchema(bookingCases).map(notOffered),
      ...honeypotCases,
      ...unofferedCases((_fixtures, start) => post('/api/bookings', visitor(start))),
      ...otherMethodCases('POST', () => post('/api/bookings', { name: 'Ada' }), { status: 400 }),
    ]),
  },
  {
    label: 'GET /api/bookings/[token]',
    handler: asRouteHandler(readBooking),
    cases: [
      ...tokenCases('GET', ''),
      {
        name: 'the genuine link, with parameters it does not read',
        status: 200,
        accepted: true,
        request: (fixtures) => ({
          method: 'GET',
          path: `/api/bookings/${fixtures.bookingToken}?token=${'A'.repeat(43)}&locale=xx`,
          params: { token: fixtures.bookingToken },
        }),
      },
    ],
  },
  {
    label: 'POST /api/bookings/[token]/reschedule',
    handler: asRouteHandler(reschedule),
    cases: fromAddresses([
      ...refusedBySchema(rescheduleCases),
      ...unofferedCases((fixtures, start) => post(`/api/bookings/${fixtures.bookingToken}/reschedule`, { start }, onBooking(fixtures))),
      ...tokenCases('POST', '/reschedule', { start: NOT_A_SLOT }),
    ]),
  },
  {
    label: 'POST /api/bookings/[token]/cancel',
    handler: asRouteHandler(cancel),
    cases: fromAddresses([...refusedBySchema(cancelCases), ...tokenCases('POST', '/cancel', { reason: 'x' })]),
  },
];
