import { dayOf, daysFrom, formatTime, groupByDay, weekdayOf, zoneChoices } from '@/lib/booking/days';

// Slots come in UTC; the booking page shows them on the visitor's own calendar days.
const slot = (start: string) => ({ start, end: new Date(Date.parse(start) + 30 * 60_000).toISOString() });

// Friday 4 December 2026, 09:00 and 15:30 in Oslo (UTC+1).
const morning = slot('2026-12-04T08:00:00.000Z');
const afternoon = slot('2026-12-04T14:30:00.000Z');
// Monday 7 December, 09:00 in Oslo.
const monday = slot('2026-12-07T08:00:00.000Z');

describe('booking days', () => {
  it('groups by the Oslo day in Oslo', () => {
    expect(groupByDay([monday, afternoon, morning], 'Europe/Oslo')).toEqual([
      { date: '2026-12-04', slots: [morning, afternoon] },
      { date: '2026-12-07', slots: [monday] },
    ]);
  });

  it('moves a slot to the visitor’s day where it falls on another one', () => {
    // Auckland (UTC+13 in December): Oslo's Friday afternoon is already Saturday 03:30.
    expect(groupByDay([morning, afternoon], 'Pacific/Auckland').map((day) => [day.date, day.slots])).toEqual([
      ['2026-12-04', [morning]],
      ['2026-12-05', [afternoon]],
    ]);
    // New York (UTC-5): Oslo's Monday 09:00 is still Monday 03:00, and a late UTC instant is the day before.
    expect(dayOf(monday.start, 'America/New_York')).toBe('2026-12-07');
    expect(dayOf('2026-12-07T03:00:00Z', 'America/New_York')).toBe('2026-12-06');
  });

  it('formats times in the visitor’s zone and language', () => {
    expect(formatTime(morning.start, 'America/New_York', 'en-US')).toBe('3:00 AM');
    expect(formatTime(morning.start, 'Europe/Oslo', 'nb-NO')).toBe('09:00');
    expect(formatTime(afternoon.start, 'Pacific/Auckland', 'en-US')).toBe('3:30 AM');
  });

  it('lists the calendar’s days across a month’s end, each with its weekday', () => {
    const days = daysFrom('2026-11-29', '2026-12-02');
    expect(days).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(days.map(weekdayOf)).toEqual([7, 1, 2, 3]);
  });

  it('offers the visitor’s own zone among the choices', () => {
    expect(zoneChoices('America/New_York')).toContain('America/New_York');
    expect(zoneChoices('Etc/Unknown-Test')).toContain('Etc/Unknown-Test');
  });
});
