import { custom, number, plain } from '@/lib/forms/fields';
import { describeRecord } from '@/lib/forms/record';
import { BOOKING_LIMITS } from './types';

// The studio's availability, described once (docs/booking.md#availability): the API's schema
// (./schemas.ts) and the admin's form (components/admin/bookings/settings-form.tsx) follow from it.
// Labels, help and section titles are the admin's messages (AdminBookings.settings.fields, .help,
// .sections). The zone is no field: the form shows it and sends it back as loaded.
export const availabilityDescription = describeRecord({
  fields: {
    // Each day's spans and the blocked days: the Bookings form's own inputs and checks, their
    // schemas the API's overrides; a message stands at the span or day it names.
    weekly_hours: custom('weeklyHours', { nestedErrors: true }),
    call_minutes: number(10, 240),
    buffer_minutes: number(0, 120),
    notice_hours: number(0, 720),
    horizon_days: number(1, 365),
    max_per_day: number(1, 48),
    meeting_location: plain(BOOKING_LIMITS.location, { optional: true }),
    blocked_dates: custom('blockedDates', { nestedErrors: true }),
  },
  sections: [
    { key: 'hours', fields: ['weekly_hours'] },
    { key: 'rules', fields: ['call_minutes', 'buffer_minutes', 'notice_hours', 'horizon_days', 'max_per_day', 'meeting_location'] },
    { key: 'blocked', fields: ['blocked_dates'] },
  ],
});
