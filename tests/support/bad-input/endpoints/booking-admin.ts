import { GET as getSettings, PUT as putSettings } from '@/app/api/admin/booking-settings/route';
import { POST as cancelBooking } from '@/app/api/admin/bookings/[id]/cancel/route';
import { POST as releaseBooking } from '@/app/api/admin/bookings/[id]/release/route';
import { GET as readBooking, PATCH as patchBooking } from '@/app/api/admin/bookings/[id]/route';
import { GET as listBookings } from '@/app/api/admin/bookings/route';
import type { BookingSettings } from '@/lib/booking/types';
import { bookingSettingsSchema } from '@/lib/booking/availability-schema';
import { bookingStatusPatchSchema, studioCancelSchema } from '@/lib/booking/schemas';
import { asRouteHandler, withHeaders, type BadCase, type CaseRequest, type Endpoint, type Fixtures } from '../cases';
import { credentialCases, oddIdCases, otherMethodCases, refusedBySchema } from '../common';
import { jsonBodyCases } from '../json-body';
import { adminReadCases } from './admin';
import { BAD_ZONES } from './booking-inputs';
import { settingsShapeCases } from './booking-settings';

// The admin's Bookings section: the list and its pages, one call, its status, cancelling it with a
// message, releasing a hold, and the availability. Broken bodies go to the fixture booking, where one let through would change it;
// valid ones only to a booking that does not exist (404) or with refused credentials.

/** A well-formed id that names no booking. */
const MISSING_ID = '00000000-0000-4000-8000-00000000b00d';

const auth = (fixtures: Fixtures) => ({ authorization: `Bearer ${fixtures.token}` });
const jsonHeaders = (fixtures: Fixtures) => ({ 'content-type': 'application/json', ...auth(fixtures) });
const onBooking = (fixtures: Fixtures) => ({ id: fixtures.bookingId });
const request = (method: string, suffix: string, id: (fixtures: Fixtures) => string, body?: unknown) => (fixtures: Fixtures) => ({
  method,
  path: `/api/admin/bookings/${id(fixtures)}${suffix}`,
  params: { id: id(fixtures) },
  headers: body === undefined ? undefined : { 'content-type': 'application/json' },
  body: body === undefined ? undefined : JSON.stringify(body),
});
const authorized = (build: (fixtures: Fixtures) => CaseRequest) => (fixtures: Fixtures) => {
  const init = build(fixtures);
  return { ...init, headers: { ...init.headers, ...auth(fixtures) } };
};

function listQueryCases(): BadCase[] {
  const refused: Record<string, string> = {
    'an unknown value': 'when=all',
    'in capitals': 'when=PAST',
    empty: 'when=',
    'padded with a space': 'when=+past',
    'an encoded NUL': 'when=past%00',
    'malformed percent encoding': 'when=%E0%A4%A',
    '10 kB': `when=${'p'.repeat(10 * 1024)}`,
    'refused first of two': 'when=all&when=past',
    'page 0': 'page=0',
    'page -1': 'page=-1',
    'page 1.5': 'page=1.5',
    'page a word': 'page=next',
    'page past the last allowed': 'page=100001',
    'page huge': 'page=1e400',
  };
  const fine: Record<string, string> = {
    past: 'when=past',
    'valid first of two': 'when=past&when=all',
    'percent-encoded': 'when=%70ast',
    'a bracketed name': 'when[]=all',
    'a page past the end': 'when=past&page=99',
  };
  const build = (query: string) => authorized(() => ({ method: 'GET', path: `/api/admin/bookings?${query}`, params: {} }));
  return [
    ...Object.entries(refused).map(([label, query]) => ({ name: `query when: ${label}`, status: 400, request: build(query) })),
    ...Object.entries(fine).map(([label, query]) => ({ name: `query when: ${label}`, status: 200, accepted: true, request: build(query) })),
    ...otherMethodCases('GET', build('when=all'), { status: 400 }),
  ];
}

const statusCases = jsonBodyCases({
  method: 'PATCH',
  path: '/api/admin/bookings/[id]',
  params: onBooking,
  schema: bookingStatusPatchSchema,
  hand: {
    status: {
      invalid: { cancelled: 'cancelled', 'in capitals': 'HELD', empty: '', hyphenated: 'no-show', padded: ' held', unknown: 'done' },
    },
  },
  valid: () => ({ status: 'held' }),
  refused: { body: () => ({ status: 'held' }), status: 404, params: () => ({ id: MISSING_ID }) },
  maxBytes: 32 * 1024,
  randomCases: 5,
});

const cancelCases = jsonBodyCases({
  method: 'POST',
  path: '/api/admin/bookings/[id]/cancel',
  params: onBooking,
  schema: studioCancelSchema,
  hand: {
    message: { invalid: { blank: ' \n\t' } },
  },
  valid: () => ({ message: 'I am ill that day, sorry.' }),
  refused: { body: () => ({ message: 'I am ill that day, sorry.' }), status: 404, params: () => ({ id: MISSING_ID }) },
  maxBytes: 32 * 1024,
  randomCases: 10,
});

/** The availability as the studio might set it: sent only broken (a valid one would be saved). */
export const SETTINGS: BookingSettings = {
  time_zone: 'Europe/Oslo',
  weekly_hours: {
    '1': [
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '16:00' },
    ],
    '2': [{ start: '09:00', end: '16:00' }],
    '3': [{ start: '09:00', end: '16:00' }],
    '4': [{ start: '09:00', end: '16:00' }],
    '5': [{ start: '09:00', end: '12:00' }],
    '6': [],
    '7': [],
  },
  call_minutes: 30,
  buffer_minutes: 15,
  notice_hours: 24,
  horizon_days: 30,
  max_per_day: 4,
  meeting_location: 'https://meet.example/nordlys',
  blocked_dates: [{ date: '2026-12-24', note: 'Christmas Eve' }],
};

const settingsCases = jsonBodyCases({
  method: 'PUT',
  path: '/api/admin/booking-settings',
  schema: bookingSettingsSchema,
  hand: {
    time_zone: { invalid: BAD_ZONES },
    call_minutes: { invalid: { 5: 5, "'30' as text": '30' } },
  },
  // Spread into a plain object: a JSON body is a record, which the interface type is not.
  valid: () => ({ ...structuredClone(SETTINGS) }),
  maxBytes: 32 * 1024,
  randomCases: 20,
});

const onSettings = (body: unknown) => () => ({
  method: 'PUT',
  path: '/api/admin/booking-settings',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export const bookingAdminEndpoints: Endpoint[] = [
  {
    label: 'GET /api/admin/bookings',
    handler: asRouteHandler(listBookings),
    cases: [...adminReadCases('/api/admin/bookings'), ...listQueryCases()],
  },
  {
    label: 'GET /api/admin/bookings/[id]',
    handler: asRouteHandler(readBooking),
    cases: [
      ...oddIdCases('GET', '/api/admin/bookings/[id]', 'id', { headers: auth }),
      ...credentialCases(
        request('GET', '', (fixtures) => fixtures.bookingId),
        { write: false },
      ),
      ...otherMethodCases('GET', authorized(request('GET', '', () => MISSING_ID)), { status: 404 }),
    ],
  },
  {
    label: 'PATCH /api/admin/bookings/[id]',
    handler: asRouteHandler(patchBooking),
    cases: [
      ...refusedBySchema(withHeaders(statusCases, auth)),
      ...oddIdCases('PATCH', '/api/admin/bookings/[id]', 'id', { headers: jsonHeaders, body: () => JSON.stringify({ status: 'held' }) }),
      // A valid change of the fixture from someone who may not make it.
      ...credentialCases(
        request('PATCH', '', (fixtures) => fixtures.bookingId, { status: 'held' }),
        { write: true },
      ),
      // GET and HEAD drop the body (400 for the missing JSON); with it, the missing booking is a 404.
      ...otherMethodCases('PATCH', authorized(request('PATCH', '', () => MISSING_ID, { status: 'held' })), {}),
    ],
  },
  {
    label: 'POST /api/admin/bookings/[id]/cancel',
    handler: asRouteHandler(cancelBooking),
    cases: [
      ...refusedBySchema(withHeaders(cancelCases, auth)),
      ...oddIdCases('POST', '/api/admin/bookings/[id]/cancel', 'id', {
        headers: jsonHeaders,
        body: () => JSON.stringify({ message: 'Sorry.' }),
      }),
      // None of these may cancel the fixture's call (or mail its visitor).
      ...credentialCases(
        request('POST', '/cancel', (fixtures) => fixtures.bookingId, { message: 'Sorry.' }),
        { write: true },
      ),
      ...otherMethodCases('POST', authorized(request('POST', '/cancel', () => MISSING_ID, { message: 'Sorry.' })), {}),
    ],
  },
  {
    label: 'POST /api/admin/bookings/[id]/release',
    handler: asRouteHandler(releaseBooking),
    cases: [
      ...oddIdCases('POST', '/api/admin/bookings/[id]/release', 'id', { headers: auth }),
      // The fixture is confirmed: only a pending hold is released (409), and nobody else may try.
      {
        name: 'a confirmed call (not a hold)',
        status: 409,
        request: authorized(request('POST', '/release', (fixtures) => fixtures.bookingId)),
      },
      ...credentialCases(
        request('POST', '/release', (fixtures) => fixtures.bookingId),
        { write: true },
      ),
      ...otherMethodCases('POST', authorized(request('POST', '/release', () => MISSING_ID)), { status: 404 }),
    ],
  },
  { label: 'GET /api/admin/booking-settings', handler: asRouteHandler(getSettings), cases: adminReadCases('/api/admin/booking-settings') },
  {
    label: 'PUT /api/admin/booking-settings',
    handler: asRouteHandler(putSettings),
    cases: [
      ...refusedBySchema(withHeaders([...settingsCases, ...settingsShapeCases(SETTINGS)], auth)),
      ...credentialCases(onSettings(SETTINGS), { write: true }),
      // Another method reaching the handler still reads the body: without one (GET, HEAD) or
      // broken, it is refused.
      ...otherMethodCases('PUT', (fixtures) => ({ ...onSettings({ ...SETTINGS, call_minutes: 5 })(), headers: jsonHeaders(fixtures) }), {
        status: 400,
      }),
    ],
  },
];
