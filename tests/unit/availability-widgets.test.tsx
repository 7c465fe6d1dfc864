import { availabilityDescription } from '@/lib/booking/availability-fields';
import { custom } from '@/lib/forms/fields';
import { BlockedDates } from '@/components/admin/bookings/blocked-dates';
import { WeeklyHours } from '@/components/admin/bookings/weekly-hours';
import { problemsOf } from '@/components/admin/form/errors';

// The availability's custom fields bring their own checks to the described form (WidgetProps'
// `check`), and the server's messages inside them keep their place, so each lands at its input.

const closed = { '2': [], '3': [], '4': [], '5': [], '6': [], '7': [] };

describe('the availability’s custom fields', () => {
  it('check times, their order and blocked days by the path inside the field and a message key', () => {
    const hours = {
      ...closed,
      '1': [
        { start: '9', end: '12:00' },
        { start: '13:00', end: '12:30' },
        { start: '14:00', end: '24:00' },
      ],
    };
    expect(WeeklyHours.check(hours)).toEqual([
      { path: '1.0.start', message: 'time' },
      { path: '1.1.end', message: 'order' },
    ]);
    const dates = [
      { date: '2026-12-24', note: '' },
      { date: '2026-02-30', note: '' },
      { date: '2026-12-24', note: 'again' },
    ];
    expect(BlockedDates.check(dates)).toEqual([
      { path: '1.date', message: 'day' },
      { path: '2.date', message: 'duplicate' },
    ]);
  });

  it('take the server’s refusals at their sub-paths, as they say; a number’s stays at the field', () => {
    const detail =
      'weekly_hours.1.0.end: Use a time as HH:MM; blocked_dates.2.date: must be a date; max_per_day: must be a whole number from 1 to 48';
    expect(problemsOf(availabilityDescription.fields, {}, detail).map(({ key }) => key)).toEqual([
      'weekly_hours.1.0.end',
      'blocked_dates.2.date',
      'max_per_day',
    ]);
    // A custom field that does not say so (a product's other prices) has them all at the field.
    expect(problemsOf({ prices: custom('prices') }, {}, 'prices.nok: must be an amount')[0]!.key).toBe('prices');
  });
});
