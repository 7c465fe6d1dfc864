import { bookingToken } from '@/lib/booking/links';
import { MAX_SLOT_DAYS } from '@/lib/booking/schemas';
import { tokenOf as downloadToken } from '@/lib/shop/downloads/links';
import type { BadCase, CaseRequest, Fixtures } from '../cases';
import { otherMethodCases } from '../common';
import { IMPOSSIBLE_DAYS, IMPOSSIBLE_INSTANTS, ODD_IDS, pathSegment } from '../values';

// What the booking endpoints share: refused times and zones, times that are not offered, forged
// links, and the free times' query strings.

/** A Sunday night in the past: never offered whatever the settings, so a valid body books nothing. */
export const NOT_A_SLOT = '2024-03-03T03:00:00Z';

/** The documented answer for a time that is not offered: 409 with the next free times. */
export const NOT_OFFERED: Pick<BadCase, 'status' | 'extraKeys'> = { status: 409, extraKeys: ['slots'] };

/** Valid instants that are no offered slot. */
export const UNOFFERED: Record<string, string> = {
  'a Sunday night in the past': NOT_A_SLOT,
  'off the slot grid': '2026-12-09T09:07:00Z',
  'long after the horizon': '2099-01-05T09:00:00Z',
  'with an offset of almost a day': '2026-12-09T09:00:00+23:59',
};

/** Instants the API refuses: an ISO 8601 time with its offset, as the slots give it, and nothing else. */
export const BAD_INSTANTS: Record<string, string> = {
  'not a date': 'tomorrow at ten',
  'a date only': '2026-12-09',
  'no offset': '2026-12-09T09:00:00',
  'a time only': '09:00:00Z',
  'no seconds': '2026-12-09T09:00Z',
  'a space for the T': '2026-12-09 09:00:00Z',
  'lower-case t and z': '2026-12-09t09:00:00z',
  'an impossible day': '2026-02-30T09:00:00Z',
  ...IMPOSSIBLE_INSTANTS,
  'hour 24': '2026-12-09T24:00:00Z',
  'a leap second': '2026-12-31T23:59:60Z',
  'an offset past a day': '2026-12-09T09:00:00+25:00',
  'an offset of hours only': '2026-12-09T09:00:00+01',
  'an expanded year': '+002026-12-09T09:00:00Z',
  'Unix seconds as text': '1796806800',
  'an RFC 2822 date': 'Wed, 09 Dec 2026 09:00:00 GMT',
  'an interval': '2026-12-09T09:00:00Z/2026-12-09T09:30:00Z',
  'a trailing space': '2026-12-09T09:00:00Z ',
  // Well-formed, but no instant the database can hold, nor the days around it that the slots need.
  'the year 0': '0000-01-01T00:00:00Z',
  'the last second of the year 9999': '9999-12-31T23:59:59Z',
};

/** Zones the API refuses: an IANA name and nothing else (offsets are no zone, and not every browser knows them). */
export const BAD_ZONES: Record<string, string> = {
  'not a zone': 'Mars/Olympus',
  'an offset in words': 'UTC+1',
  'an ISO offset': '+01:00',
  'a POSIX rule': 'CET-1CEST,M3.5.0,M10.5.0/3',
  'a path': '../../etc/localtime',
  'a trailing space': 'Europe/Oslo ',
  empty: '',
  'too long': `Europe/${'x'.repeat(58)}`,
};

const MISSING_BOOKING = '00000000-0000-4000-8000-00000000b00c';
/** A genuine link to a booking that does not exist (404 after the body is read). */
export const missingBookingToken = () => bookingToken(MISSING_BOOKING);

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const shifted = (char: string, by: (index: number) => number) => ALPHABET[by(ALPHABET.indexOf(char)) % 64]!;
const swapCase = (text: string) => [...text].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');

/** Links that look like the fixture booking's and are not. */
const FORGED: Record<string, (fixtures: Fixtures) => string> = {
  'the right shape, not signed': () => 'A'.repeat(43),
  'one character of the signature changed': ({ bookingToken: t }) => `${t.slice(0, 30)}${shifted(t[30]!, (i) => i + 1)}${t.slice(31)}`,
  // 43 characters carry 2 bits more than the 32 bytes: set, they spell the same bytes another way.
  'the spare bits set': ({ bookingToken: t }) => `${t.slice(0, 42)}${shifted(t[42]!, (i) => i ^ 1)}`,
  'cut short': ({ bookingToken: t }) => t.slice(0, 42),
  'one character more': ({ bookingToken: t }) => `${t}A`,
  'with padding': ({ bookingToken: t }) => `${t}=`,
  'with a trailing newline': ({ bookingToken: t }) => `${t}\n`,
  'letter case swapped': ({ bookingToken: t }) => swapCase(t),
  'standard base64 of the same bytes': ({ bookingToken: t }) => Buffer.from(t, 'base64url').toString('base64'),
  'signed for a download link': ({ bookingId }) => downloadToken(bookingId),
  "the booking's id": ({ bookingId }) => bookingId,
  'the admin token': ({ token }) => token,
  'signed for a booking that does not exist': () => missingBookingToken(),
};

/** Every odd and forged link on `/api/bookings/[token]{suffix}`: 404, whatever the body. */
export function tokenCases(method: 'GET' | 'POST', suffix: string, body?: unknown): BadCase[] {
  const at = (token: string): CaseRequest => ({
    method,
    path: `/api/bookings/${pathSegment(token)}${suffix}`,
    params: { token },
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return [
    ...Object.entries(ODD_IDS).map(([label, token]) => ({ name: `token: ${label}`, status: 404, request: () => at(token) })),
    ...Object.entries(FORGED).map(([label, token]) => ({
      name: `token: ${label}`,
      status: 404,
      request: (fixtures: Fixtures) => at(token(fixtures)),
    })),
    ...otherMethodCases(method, () => at('A'.repeat(43)), { status: 404 }),
  ];
}

/** The free times' query: refused values (400), and odd ones that are fine or ignored (200). */
export function slotQueryCases(): BadCase[] {
  const refused: Record<string, string> = {
    'days 0': 'days=0',
    [`days ${MAX_SLOT_DAYS + 1}`]: `days=${MAX_SLOT_DAYS + 1}`,
    'days -1': 'days=-1',
    'days 1.5': 'days=1.5',
    'days a word': 'days=x',
    'days empty': 'days=',
    'days huge': 'days=99999999999999999999',
    'days past the largest number': 'days=1e400',
    'days Infinity': 'days=Infinity',
    'days refused first of two': 'days=x&days=7',
    'from not a date': 'from=tomorrow',
    'from an impossible day': 'from=2026-02-30',
    'from without leading zeros': 'from=2026-1-1',
    'from with a time': 'from=2026-12-09T00%3A00%3A00Z',
    'from in fullwidth digits': `from=${encodeURIComponent('２０２６-１２-０９')}`,
    'from empty': 'from=',
    'from of 10 kB': `from=${'1'.repeat(10 * 1024)}`,
    'from with an encoded NUL': 'from=2026-12-09%00',
    'from after a space': 'from=+2026-12-09',
    'from with an expanded year': 'from=%2B002026-12-09',
    'from in malformed percent encoding': 'from=%E0%A4%A',
    'from refused first of two': 'from=x&from=2026-12-09',
    ...Object.fromEntries(Object.entries(IMPOSSIBLE_DAYS).map(([label, day]) => [`from ${label}`, `from=${day}`])),
    // Real days, but no day the database can hold, nor the days around it that the slots need.
    'from the year 0': 'from=0000-01-01',
    'from the last day of the year 9999': 'from=9999-12-31',
  };
  // The first of each parameter counts, unknown ones are ignored, and any real day may be asked for.
  const fine: Record<string, string> = {
    'unknown parameters': 'page=-1&limit=1e9&sort=%27',
    'prototype keys': '__proto__=x&constructor=y',
    'bracketed names': 'days[]=0&from[]=x',
    'empty pairs': '&&=&==',
    'days as an exponent': 'days=1e1',
    'days in hexadecimal': 'days=0x1f',
    'days between spaces': 'days=%207%20',
    'days valid first of two': 'days=7&days=x',
    'from a leap day': 'from=2028-02-29',
    'from a day in the past': 'from=2025-01-01',
    'from a day past the horizon': 'from=2099-01-01',
  };
  const build = (query: string) => (): CaseRequest => ({ method: 'GET', path: `/api/booking/slots?${query}` });
  return [
    ...Object.entries(refused).map(([label, query]) => ({ name: `query: ${label}`, status: 400, request: build(query) })),
    ...Object.entries(fine).map(([label, query]) => ({ name: `query: ${label}`, status: 200, accepted: true, request: build(query) })),
    ...otherMethodCases('GET', build('days=0'), { status: 400 }),
  ];
}
