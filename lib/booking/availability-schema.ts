import 'server-only';
import { calendarDaySchema } from '@/lib/dates/calendar';
import { shapeSchema } from '@/lib/forms/schema';
import { z } from '@/lib/zod';
import { availabilityDescription } from './availability-fields';
import { timeZoneSchema } from './schemas';
import { BOOKING_LIMITS, OPENING_TIME, WEEKDAYS, type BookingSettings } from './types';

// The availability as the admin saves it whole (PUT /api/admin/booking-settings; docs/booking.md#availability).

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const spanSchema = z.strictObject({
  start: z.string().regex(OPENING_TIME, { error: 'Use a time as HH:MM' }),
  end: z.string().regex(OPENING_TIME, { error: 'Use a time as HH:MM' }),
});
const daySpans = z
  .array(spanSchema)
  .max(6, { error: 'At most 6 spans a day' })
  .superRefine((spans, context) => {
    const sorted = [...spans].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
    sorted.forEach((span, index) => {
      if (minutesOf(span.end) <= minutesOf(span.start))
        context.addIssue({ code: 'custom', message: `${span.start}–${span.end} ends before it starts` });
      const next = sorted[index + 1];
      if (next && minutesOf(next.start) < minutesOf(span.end))
        context.addIssue({ code: 'custom', message: `${span.start}–${span.end} overlaps ${next.start}–${next.end}` });
    });
  });

/**
 * The availability, saved whole: the fields of its description (./availability-fields.ts), no
 * other; the hours, the blocked days and the zone, which no field kind describes, as overrides.
 * It gives the settings as stored: numbers, and the meeting place '' when blank (or null).
 */
export const bookingSettingsSchema = shapeSchema(
  availabilityDescription.fields,
  {
    time_zone: timeZoneSchema,
    weekly_hours: z.strictObject(
      Object.fromEntries(WEEKDAYS.map((day) => [`${day}`, daySpans])) as Record<`${(typeof WEEKDAYS)[number]}`, typeof daySpans>,
    ),
    blocked_dates: z
      .array(z.strictObject({ date: calendarDaySchema, note: z.string().trim().max(BOOKING_LIMITS.blockedNote).default('') }))
      .max(BOOKING_LIMITS.blockedDates, { error: `At most ${BOOKING_LIMITS.blockedDates} blocked dates` })
      .refine((dates) => new Set(dates.map(({ date }) => date)).size === dates.length, { error: 'Each date once' }),
  },
  true,
) as unknown as z.ZodType<BookingSettings, unknown>;
export type BookingSettingsInput = z.output<typeof bookingSettingsSchema>;
