import type { BookingSettings, OpeningSpan } from '@/lib/booking/types';
import type { BadCase } from '../cases';
import { IMPOSSIBLE_DAYS } from '../values';

// The availability's nested parts where a schema's refinements decide (spans that end before they
// start or overlap, weekday keys, impossible days); the generated cases reach every nested field
// (missing, null, wrong types, too many items, too long). Each broken once, else valid (400).

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
  'a span with an unknown field': monday([{ ...span('09:00', '12:00'), label: 'Morning' }]),
  'a span as a pair of times': monday([['09:00', '12:00']]),
  'a day as one span': monday(span('09:00', '12:00')),
  'weekday 8': hours((weekly) => ({ ...weekly, 8: [] })),
  'weekday 0': hours((weekly) => ({ ...weekly, 0: [] })),
  'a weekday by name': hours((weekly) => ({ ...weekly, monday: [] })),
  'weekly hours as a list': hours((weekly) => Object.values(weekly)),
  'an impossible blocked date': blocked(() => [{ date: '2027-02-29', note: '' }]),
  ...Object.fromEntries(
    Object.entries(IMPOSSIBLE_DAYS).map(([label, date]): [string, Change] => [
      `a blocked date in ${label}`,
      blocked(() => [{ date, note: '' }]),
    ]),
  ),
  'a blocked date without leading zeros': blocked(() => [{ date: '2027-1-1', note: '' }]),
  'a blocked date in the year 0': blocked(() => [{ date: '0000-01-01', note: '' }]),
  'a blocked date with a time': blocked(() => [{ date: '2027-01-01T00:00:00Z', note: '' }]),
  'a blocked date twice': blocked((dates) => [...dates, ...dates]),
  'a blocked date with an unknown field': blocked(() => [{ date: '2027-01-01', note: '', repeat: 'yearly' }]),
  'blocked dates as texts': blocked(() => ['2027-01-01']),
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
