import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { WeeklyHours } from '@/lib/booking/types';
import { routing } from '@/i18n/routing';

// Calls booked on the site (docs/booking.md). The exclusion constraint that keeps two live bookings
// from overlapping is written in migration 0013 by hand: Drizzle cannot declare one.

export const bookingSettings = pgTable(
  'booking_settings',
  {
    // One row: the studio's availability.
    id: integer('id').primaryKey().default(1),
    timeZone: text('time_zone').notNull().default('Europe/Oslo'),
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>().notNull(),
    callMinutes: integer('call_minutes').notNull().default(30),
    bufferMinutes: integer('buffer_minutes').notNull().default(15),
    noticeHours: integer('notice_hours').notNull().default(24),
    horizonDays: integer('horizon_days').notNull().default(56),
    maxPerDay: integer('max_per_day').notNull().default(4),
    meetingLocation: text('meeting_location').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('booking_settings_single_row', sql`${t.id} = 1`)],
);

export const bookingBlockedDates = pgTable('booking_blocked_dates', {
  date: date('date', { mode: 'string' }).primaryKey(),
  note: text('note').notNull().default(''),
});

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'cancelled', 'expired', 'held', 'no_show'] })
      .notNull()
      .default('confirmed'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    serviceInterest: text('service_interest'),
    note: text('note').notNull().default(''),
    locale: text('locale').notNull().default(routing.defaultLocale),
    // The visitor's zone, in which the mails give the time beside the studio's.
    timeZone: text('time_zone').notNull(),
    // The invitation's SEQUENCE (RFC 5545): one up with every change the visitor's calendar must take.
    sequence: integer('sequence').notNull().default(0),
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by', { enum: ['visitor', 'studio'] }),
    cancelMessage: text('cancel_message'),
    // A pending booking holds its slot until this instant unless its e-mail link confirms it.
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    // Who holds pending slots, so holds can be capped: the e-mail as one inbox receives it
    // (case, `+` tags, Gmail dots folded) and the client address (IPv6 per /48).
    emailKey: text('email_key'),
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bookings_status_known', sql`${t.status} in ('pending', 'confirmed', 'cancelled', 'expired', 'held', 'no_show')`),
    check('bookings_end_after_start', sql`${t.endAt} > ${t.startAt}`),
    index('bookings_start_at_idx').on(t.startAt),
    index('bookings_email_idx').on(t.email),
    index('bookings_pending_idx').on(t.status, t.confirmBy),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
export type BookingSettingsRow = typeof bookingSettings.$inferSelect;
