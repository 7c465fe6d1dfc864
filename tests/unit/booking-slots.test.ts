import { offeredSlots, type SlotRules, type TakenTime } from '@/lib/booking/slots';
import type { WeeklyHours } from '@/lib/booking/types';

const WORKDAY = [{ start: '09:00', end: '16:00' }];
const SEEDED_HOURS: WeeklyHours = { '1': WORKDAY, '2': WORKDAY, '3': WORKDAY, '4': WORKDAY, '5': WORKDAY, '6': [], '7': [] };

/** The seeded availability (issue 35): Monday to Friday 09-16 in Oslo, 30 + 15 minutes, 24 h notice, 30 days, 4 a day. */
const rules = (changes: Partial<SlotRules> = {}): SlotRules => ({
  timeZone: 'Europe/Oslo',
  weeklyHours: SEEDED_HOURS,
  callMinutes: 30,
  bufferMinutes: 15,
  noticeHours: 24,
  horizonDays: 30,
  maxPerDay: 4,
  blockedDates: new Set(),
  ...changes,
});

const starts = (slots: { start: Date }[]) => slots.map((slot) => slot.start.toISOString());
const taken = (start: string, minutes = 30): TakenTime => ({ start: new Date(start), end: new Date(Date.parse(start) + minutes * 60_000) });
// Monday 30 November 2026, 08:00 in Oslo (winter time, UTC+1).
const MONDAY_MORNING = new Date('2026-11-30T07:00:00Z');

describe('the slot rules', () => {
  it('lays out the seeded week in Oslo time, stored in UTC, from a day after now', () => {
    const slots = offeredSlots(rules(), [], { from: '2026-11-30', days: 2, now: MONDAY_MORNING });
    // Monday is inside the 24 hours' notice; Tuesday 09:00-16:00 in Oslo is 08:00-15:00 UTC.
    expect(starts(slots)).toHaveLength(14);
    expect(starts(slots)[0]).toBe('2026-12-01T08:00:00.000Z');
    expect(starts(slots).at(-1)).toBe('2026-12-01T14:30:00.000Z');
    expect(slots[0]!.end.toISOString()).toBe('2026-12-01T08:30:00.000Z');
    expect(offeredSlots(rules(), [], { from: '2026-12-05', days: 2, now: MONDAY_MORNING })).toEqual([]);
  });

  it('keeps the buffer clear on both sides of a booking', () => {
    const tuesday = offeredSlots(rules(), [taken('2026-12-01T09:00:00Z')], { from: '2026-12-01', days: 1, now: MONDAY_MORNING });
    // Booked 10:00-10:30 Oslo: 09:30 would end at it and 10:30 start at its end, inside 15 minutes.
    expect(starts(tuesday).slice(0, 4)).toEqual([
      '2026-12-01T08:00:00.000Z',
      '2026-12-01T10:00:00.000Z',
      '2026-12-01T10:30:00.000Z',
      '2026-12-01T11:00:00.000Z',
    ]);
    const noBuffer = offeredSlots(rules({ bufferMinutes: 0 }), [taken('2026-12-01T09:00:00Z')], {
      from: '2026-12-01',
      days: 1,
      now: MONDAY_MORNING,
    });
    expect(starts(noBuffer)).toContain('2026-12-01T08:30:00.000Z');
    expect(starts(noBuffer)).toContain('2026-12-01T09:30:00.000Z');
  });

  it('offers nothing inside the minimum notice', () => {
    // Monday 10:10 in Oslo: Tuesday before 10:10 is too soon; with 2 hours' notice Monday from 12:30 is open.
    const now = new Date('2026-11-30T09:10:00Z');
    expect(starts(offeredSlots(rules(), [], { from: '2026-12-01', days: 1, now }))[0]).toBe('2026-12-01T09:30:00.000Z');
    expect(starts(offeredSlots(rules({ noticeHours: 2 }), [], { from: '2026-11-30', days: 1, now }))[0]).toBe('2026-11-30T11:30:00.000Z');
  });

  it('closes a day that has its most calls, and a blocked day', () => {
    const three = ['08:00', '10:00', '12:00'].map((time) => taken(`2026-12-01T${time}:00Z`));
    expect(offeredSlots(rules(), three, { from: '2026-12-01', days: 1, now: MONDAY_MORNING }).length).toBeGreaterThan(0);
    expect(offeredSlots(rules(), [...three, taken('2026-12-01T14:00:00Z')], { from: '2026-12-01', days: 1, now: MONDAY_MORNING })).toEqual(
      [],
    );
    const blocked = offeredSlots(rules({ blockedDates: new Set(['2026-12-02']) }), [], {
      from: '2026-12-01',
      days: 3,
      now: MONDAY_MORNING,
    });
    expect(new Set(starts(blocked).map((start) => start.slice(0, 10)))).toEqual(new Set(['2026-12-01', '2026-12-03']));
  });

  it('offers days up to the horizon and no further', () => {
    const days = offeredSlots(rules(), [], { from: '2026-12-28', days: 4, now: MONDAY_MORNING }).map((slot) =>
      slot.start.toISOString().slice(0, 10),
    );
    // 30 days after Monday 30 November is Wednesday 30 December.
    expect(new Set(days)).toEqual(new Set(['2026-12-28', '2026-12-29', '2026-12-30']));
  });

  it('moves the UTC times with summer time in March, and the night of the switch has only its real hours', () => {
    const now = new Date('2026-03-20T12:00:00Z');
    const march = rules({ weeklyHours: { ...SEEDED_HOURS, '7': [{ start: '01:00', end: '04:00' }] } });
    const slots = starts(offeredSlots(march, [], { from: '2026-03-27', days: 4, now }));
    expect(slots).toContain('2026-03-27T08:00:00.000Z'); // Friday 09:00 CET
    expect(slots).toContain('2026-03-30T07:00:00.000Z'); // Monday 09:00 CEST
    // Sunday 29 March 01:00-04:00 lasts two real hours (02:00 becomes 03:00): 01:00, 01:30, 03:00, 03:30.
    expect(slots.filter((start) => start.startsWith('2026-03-29'))).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T01:30:00.000Z',
    ]);
  });

  it('moves them back in October, and the night of the switch has its extra hour', () => {
    const now = new Date('2026-10-15T12:00:00Z');
    const october = rules({ weeklyHours: { ...SEEDED_HOURS, '7': [{ start: '01:00', end: '04:00' }] } });
    const slots = starts(offeredSlots(october, [], { from: '2026-10-23', days: 4, now }));
    expect(slots).toContain('2026-10-23T07:00:00.000Z'); // Friday 09:00 CEST
    expect(slots).toContain('2026-10-26T08:00:00.000Z'); // Monday 09:00 CET
    // Sunday 25 October 01:00 CEST (23:00 UTC the day before) to 04:00 CET (03:00 UTC): four hours, eight calls.
    const night = slots.filter((start) => start >= '2026-10-24T22:00' && start < '2026-10-25T04:00');
    expect(night).toHaveLength(8);
    expect(night[0]).toBe('2026-10-24T23:00:00.000Z');
    expect(night.at(-1)).toBe('2026-10-25T02:30:00.000Z');
  });

  it('lays out the days of a studio far from Oslo in its own zone', () => {
    const slots = offeredSlots(rules({ timeZone: 'America/New_York' }), [], { from: '2026-12-01', days: 1, now: MONDAY_MORNING });
    // Tuesday 09:00 in New York (UTC-5) is 14:00 UTC, 20:00 in Oslo.
    expect(starts(slots)[0]).toBe('2026-12-01T14:00:00.000Z');
  });
});
