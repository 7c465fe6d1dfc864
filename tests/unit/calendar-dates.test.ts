import { calendarDaySchema, calendarMonthSchema } from '@/lib/dates/calendar';

// The one reading of a day or month a request names (lib/dates/calendar.ts).

describe('calendarDaySchema', () => {
  it.each(['2026-13-01', '2026-00-10', '2026-12-32', '2026-12-00', '2027-02-29', '2026-04-31', '2026-1-1', '1999-12-31', '3000-01-01', ''])(
    'refuses %j, which is no calendar day in 2000-2999 written YYYY-MM-DD',
    (value) => {
      expect(calendarDaySchema.safeParse(value).error?.issues[0]?.message).toBe(
        'must be a date written YYYY-MM-DD, between 2000-01-01 and 2999-12-31',
      );
    },
  );

  it.each(['2028-02-29', '2000-01-01', '2999-12-31', '2026-12-31'])('accepts %s', (value) => {
    expect(calendarDaySchema.parse(value)).toBe(value);
  });
});

describe('calendarMonthSchema', () => {
  it.each(['2026-13', '2026-00', '2026-1', '1999-12', '2026-03-01'])('refuses %j', (value) => {
    expect(calendarMonthSchema.safeParse(value).success).toBe(false);
  });

  it.each(['2000-01', '2999-12', '2026-02'])('accepts %s', (value) => {
    expect(calendarMonthSchema.parse(value)).toBe(value);
  });
});
