import { BOOKING_LIMITS, type BookingSettings, type OpeningSpan } from '@/lib/booking/types';
import type { BadCase } from '../cases';

// The availability's nested parts, which the generated field cases do not reach: the weekly hours
// (spans per ISO weekday) and the blocked dates. Each broken once, everything else valid (400).

type Change = (settings: BookingSettings) => unknown;

const monday =
  (spans: unknown): Change =>
  (settings) => ({ ...settings, weekly_hours: { ...settings.weekly_hours, 1: spans } });
const span = (start: string, end: string): OpeningSpan => ({ start, end });
const hours =
  (weekly: (current: BookingSettings['weekly_hours']) => unknown): Change =>
  (settings) => ({
    ...settings,
    weekly_hours: weekly(settings.weekly_hours),
  });
const blocked =
  (dates: (current: BookingSettings['blocked_dates']) => unknown): Change =>
  (settings) => ({
    ...settings,
    blocked_dates: dates(settings.blocked_dates),
  });
const dayOf = (n: number) => new Date(Date.UTC(2027, 0, 1 + n)).toISOString().slice(0, 10);

const CHANGES: Record<string, Change> = {
  'a span that ends before it starts': monday([span('12:00', '09:00')]),
  'a span of no length': monday([span('09:00', '09:00')]),
  'overlapping spans': monday([span('09:00', '12:00'), span('11:30', '14:00')]),
  'overlapping spans out of order': monday([span('13:00', '16:00'), span('09:00', '13:30')]),
  'a span that starts at 24:00': monday([span('24:00', '24:00')]),
  'hour 25': monday([span('09:00', '25:00')]),
  'minute 60': monday([span('09:60', '12:00')]),
  'no leading zero': monday([span('9:00', '12:00')]),
  seconds: monday([span('09:00:00', '12:00:00')]),
  'a time with a meridiem': monday([span('9am', '12pm')]),
  'a time past the end of the day': monday([span('23:00', '24:01')]),
  'seven spans': monday(Array.from({ length: 7 }, (_, n) => span(`0${n}:00`, `0${n}:30`))),
  'a span without an end': monday([{ start: '09:00' }]),
  'a span with an unknown field': monday([{ ...span('09:00', '12:00'), label: 'Morning' }]),
  'a span as a pair of times': monday([['09:00', '12:00']]),
  'times as minutes': monday([{ start: 540, end: 720 }]),
  'a day as one span': monday(span('09:00', '12:00')),
  'a day as null': monday(null),
  'weekday 8': hours((weekly) => ({ ...weekly, 8: [] })),
  'weekday 0': hours((weekly) => ({ ...weekly, 0: [] })),
  'a weekday by name': hours((weekly) => ({ ...weekly, monday: [] })),
  'a weekday missing': hours(({ 7: _sunday, ...weekly }) => weekly),
  'weekly hours as a list': hours((weekly) => Object.values(weekly)),
  'weekly hours missing': ({ weekly_hours: _hours, ...settings }) => settings,
  'weekly hours null': hours(() => null),
  'an impossible blocked date': blocked(() => [{ date: '2027-02-29', note: '' }]),
  'a blocked date without leading zeros': blocked(() => [{ date: '2027-1-1', note: '' }]),
  'a blocked date in the year 0': blocked(() => [{ date: '0000-01-01', note: '' }]),
  'a blocked date with a time': blocked(() => [{ date: '2027-01-01T00:00:00Z', note: '' }]),
  'a blocked date twice': blocked((dates) => [...dates, ...dates]),
  [`${BOOKING_LIMITS.blockedDates + 1} blocked dates`]: blocked(() =>
    Array.from({ length: BOOKING_LIMITS.blockedDates + 1 }, (_, n) => ({ date: dayOf(n), note: '' })),
  ),
  'a blocked note too long': blocked(() => [{ date: '2027-01-01', note: 'x'.repeat(BOOKING_LIMITS.blockedNote + 1) }]),
  'a blocked date without its date': blocked(() => [{ note: 'Holiday' }]),
  'a blocked date with an unknown field': blocked(() => [{ date: '2027-01-01', note: '', repeat: 'yearly' }]),
  'blocked dates as texts': blocked(() => ['2027-01-01']),
  'blocked dates null': blocked(() => null),
  'blocked dates missing': ({ blocked_dates: _dates, ...settings }) => settings,
};

export const settingsShapeCases = (valid: BookingSettings): BadCase[] =>
  Object.entries(CHANGES).map(([label, change]) => ({
    name: label,
    status: 400,
    request: () => ({
      method: 'PUT',
      path: '/api/admin/booking-settings',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(change(structuredClone(valid))),
    }),
  }));
