import { GET as slots } from '@/app/api/booking/slots/route';
import { POST as book } from '@/app/api/bookings/route';
import { GET as challenge } from '@/app/api/booking/challenge/route';
import { POST as cancel } from '@/app/api/bookings/[token]/cancel/route';
import { POST as confirm } from '@/app/api/bookings/[token]/confirm/route';
import { POST as reschedule } from '@/app/api/bookings/[token]/reschedule/route';
import { GET as readBooking } from '@/app/api/bookings/[token]/route';
import { HONEYPOT_FIELD } from '@/lib/contact/fields';
import { bookingRequestSchema, rescheduleSchema, visitorCancelSchema } from '@/lib/booking/schemas';
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

// The visitor's side of booking a call (docs/booking.md#api): free times, the challenge, booking,
// the confirmation link, and her signed link's read, move and cancel. Nothing may be booked: every
// body that passes the schema asks for a time that is not offered (409), goes to a booking that does
// not exist (404), is a bot's (202, dropped) or brings a refused solution (400). Each request comes
// from an address of its own, so the per-address limits never answer.

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
  schema: bookingRequestSchema,
  hand: {
    start: { invalid: BAD_INSTANTS },
    name: { invalid: { blank: ' \u00A0\t' } },
    email: { invalid: BAD_EMAILS },
    service_interest: { invalid: { unknown: 'Plumbing', lowercase: 'branding', 'two services': 'Branding, Other' } },
    time_zone: { invalid: BAD_ZONES },
    // Filled in, it is a bot's booking (202, dropped): the honeypot cases below cover it.
    [HONEYPOT_FIELD]: { textSamples: 'none' },
    // Each passes the schema and is refused as no solution of a challenge of ours (400).
    // Verified after the schema: any other text is refused there (400).
    altcha: {
      textSamples: 'valid body',
      invalid: {
        'not base64 JSON': 'not a solution',
        'another algorithm': Buffer.from('{"algorithm":"SHA-1","challenge":"a","number":1,"salt":"s","signature":"x"}').toString('base64'),
        'a forged signature': Buffer.from(
          JSON.stringify({
            algorithm: 'SHA-256',
            challenge: 'a'.repeat(64),
            number: 1,
            salt: 'salt?expires=4102444800',
            signature: 'b'.repeat(64),
          }),
        ).toString('base64'),
      },
    },
  },
  // Valid, and still refused (409): the time is a Sunday night in the past.
  valid: (fixtures) => ({ ...visitor(), altcha: fixtures.bookingAltcha() }),
  refused: { body: (fixtures) => ({ ...visitor(), altcha: fixtures.bookingAltcha() }), status: 409 },
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

/** A valid body for a time not offered, with a fresh solution. */
const solved = (fixtures: Fixtures, start = NOT_A_SLOT) => ({ ...visitor(start), altcha: fixtures.bookingAltcha() });

/** The honeypot: a bot's booking is answered as made and dropped; the field is still text. */
const honeypotCases: BadCase[] = [
  ...Object.entries({ number: 42, null: null, list: ['x'], object: {}, 'too long': 'x'.repeat(501) }).map(([label, value]) => ({
    name: `${HONEYPOT_FIELD}: ${label}`,
    status: 400,
    request: (fixtures: Fixtures) => post('/api/bookings', { ...solved(fixtures), [HONEYPOT_FIELD]: value }),
  })),
  {
    name: `${HONEYPOT_FIELD}: filled in (answered as held, nothing stored)`,
    status: 202,
    accepted: true,
    request: (fixtures) => post('/api/bookings', { ...solved(fixtures), [HONEYPOT_FIELD]: 'https://spam.example' }),
  },
  {
    name: `${HONEYPOT_FIELD}: only spaces (a person's booking)`,
    ...NOT_OFFERED,
    request: (fixtures) => post('/api/bookings', { ...solved(fixtures), [HONEYPOT_FIELD]: '   ' }),
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
  schema: rescheduleSchema,
  hand: {
    start: { invalid: BAD_INSTANTS },
  },
  valid: () => ({ start: NOT_A_SLOT }),
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
  schema: visitorCancelSchema,
  valid: () => ({ reason: 'Something came up.' }),
  refused: { body: () => ({ reason: 'Something came up.' }), status: 404, params: () => ({ token: missingBookingToken() }) },
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
      ...unofferedCases((fixtures, start) => post('/api/bookings', solved(fixtures, start))),
      ...otherMethodCases('POST', () => post('/api/bookings', { name: 'Ada' }), { status: 400 }),
    ]),
  },
  {
    label: 'GET /api/booking/challenge',
    handler: asRouteHandler(challenge),
    cases: fromAddresses([
      {
        name: 'query parameters it does not read',
        status: 200,
        accepted: true,
        request: () => ({ method: 'GET', path: '/api/booking/challenge?maxnumber=1&expires=0&algorithm=SHA-1' }),
      },
      ...otherMethodCases('GET', () => ({ method: 'GET', path: '/api/booking/challenge' }), { status: 200, accepted: true }),
    ]),
  },
  {
    label: 'POST /api/bookings/[token]/confirm',
    handler: asRouteHandler(confirm),
    cases: fromAddresses([
      ...tokenCases('POST', '/confirm'),
      {
        name: "token: the visitor's manage link (another purpose)",
        status: 404,
        request: (fixtures) => ({ method: 'POST', path: `/api/bookings/${fixtures.bookingToken}/confirm`, params: onBooking(fixtures) }),
      },
      {
        name: 'the confirmed fixture again, with a body it does not read',
        status: 200,
        accepted: true,
        request: (fixtures) => ({
          method: 'POST',
          path: `/api/bookings/${fixtures.bookingConfirmToken}/confirm`,
          params: { token: fixtures.bookingConfirmToken },
          headers: JSON_TYPE,
          body: '{"status":"cancelled"',
        }),
      },
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
