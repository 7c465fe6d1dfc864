import 'server-only';
import { asc, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/lib/db/client';
import { bookingBlockedDates, bookingSettings } from '@/lib/db/schema';
import type { BookingSettingsInput } from './availability-schema';
import type { SlotRules } from './slots';
import type { BookingSettings } from './types';

// The studio's availability: one row (seeded by migration 0013) and the blocked days.

type Reader = Database | Transaction;

export async function readBookingSettings(db: Reader): Promise<BookingSettings> {
  // One after the other: inside a transaction pg refuses a second query while one runs.
  const [row] = await db.select().from(bookingSettings).limit(1);
  const blocked = await db.select().from(bookingBlockedDates).orderBy(asc(bookingBlockedDates.date));
  if (!row) throw new Error('booking_settings has no row: migration 0013 seeds it');
  return {
    time_zone: row.timeZone,
    weekly_hours: row.weeklyHours,
    call_minutes: row.callMinutes,
    buffer_minutes: row.bufferMinutes,
    notice_hours: row.noticeHours,
    horizon_days: row.horizonDays,
    max_per_day: row.maxPerDay,
    meeting_location: row.meetingLocation,
    blocked_dates: blocked.map(({ date, note }) => ({ date, note })),
  };
}

export const slotRulesOf = (settings: BookingSettings): SlotRules => ({
  timeZone: settings.time_zone,
  weeklyHours: settings.weekly_hours,
  callMinutes: settings.call_minutes,
  bufferMinutes: settings.buffer_minutes,
  noticeHours: settings.notice_hours,
  horizonDays: settings.horizon_days,
  maxPerDay: settings.max_per_day,
  blockedDates: new Set(settings.blocked_dates.map(({ date }) => date)),
});

/** Replaces the settings and the blocked days together; bookings already made stand. */
export async function saveBookingSettings(db: Database, input: BookingSettingsInput): Promise<BookingSettings> {
  return db.transaction(async (tx) => {
    await tx
      .update(bookingSettings)
      .set({
        timeZone: input.time_zone,
        weeklyHours: input.weekly_hours,
        callMinutes: input.call_minutes,
        bufferMinutes: input.buffer_minutes,
        noticeHours: input.notice_hours,
        horizonDays: input.horizon_days,
        maxPerDay: input.max_per_day,
        meetingLocation: input.meeting_location,
        updatedAt: sql`now()`,
      })
      .where(sql`${bookingSettings.id} = 1`);
    await tx.delete(bookingBlockedDates);
    if (input.blocked_dates.length) await tx.insert(bookingBlockedDates).values(input.blocked_dates);
    return readBookingSettings(tx);
  });
}
