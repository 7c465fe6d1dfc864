import 'server-only';
import { and, asc, count, desc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { isUuid } from '@/lib/db/uuid';
import { bookings, contactMessages } from '@/lib/db/schema';
import { adminRefusal } from '@/lib/http/refusal';
import { notFound } from '@/lib/http/responses';
import { readBookingSettings } from './settings';
import type { AdminBooking, AdminBookingList } from './types';
import { toAdminBooking } from './views';

// The admin's Bookings section: upcoming calls soonest first, past ones newest first, a page at a time.

export const PAGE_SIZE = 50;

/** One page of the list; expired holds are left out (nobody confirmed them, the time is free). */
export async function listAdminBookings(when: 'upcoming' | 'past', page = 1, now = new Date()): Promise<AdminBookingList> {
  const db = await getDb();
  const settings = await readBookingSettings(db);
  // A call stays "upcoming" until it ends, and a cancelled one is past once its time has gone.
  const filter = and(when === 'upcoming' ? gte(bookings.endAt, now) : lt(bookings.endAt, now), ne(bookings.status, 'expired'));
  const rows = await db
    .select({ booking: bookings, messageId: contactMessages.id })
    .from(bookings)
    .leftJoin(contactMessages, eq(contactMessages.bookingId, bookings.id))
    .where(filter)
    // The id settles ties, so a page never repeats or skips a booking of the same time.
    .orderBy(...(when === 'upcoming' ? [asc(bookings.startAt), asc(bookings.id)] : [desc(bookings.startAt), desc(bookings.id)]))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  const [total] = await db.select({ total: count() }).from(bookings).where(filter);
  return {
    bookings: rows.map(({ booking, messageId }) => toAdminBooking(booking, settings, messageId)),
    total: total?.total ?? 0,
    page,
    page_size: PAGE_SIZE,
  };
}

export async function readAdminBooking(id: string): Promise<AdminBooking> {
  if (!isUuid(id)) throw notFound('Booking not found');
  const db = await getDb();
  const [row] = await db
    .select({ booking: bookings, messageId: contactMessages.id })
    .from(bookings)
    .leftJoin(contactMessages, eq(contactMessages.bookingId, bookings.id))
    .where(eq(bookings.id, id));
  if (!row) throw notFound('Booking not found');
  return toAdminBooking(row.booking, await readBookingSettings(db), row.messageId);
}

/**
 * Held, no-show, or back to confirmed; a cancelled call stays cancelled (its time may be booked
 * again), and a hold is confirmed only by its visitor's link (or released).
 */
export async function setBookingStatus(id: string, status: 'confirmed' | 'held' | 'no_show'): Promise<AdminBooking> {
  if (!isUuid(id)) throw notFound('Booking not found');
  const db = await getDb();
  const [row] = await db
    .update(bookings)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(bookings.id, id), inArray(bookings.status, ['confirmed', 'held', 'no_show'])))
    .returning({ id: bookings.id });
  if (!row) {
    const [exists] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id));
    if (!exists) throw notFound('Booking not found');
    throw exists.status === 'cancelled'
      ? adminRefusal(409, 'callCancelled', 'This call is cancelled; its status cannot change.')
      : adminRefusal(409, 'callUnconfirmed', 'This call is not confirmed: it waits for its visitor, or its hold has ended.');
  }
  return readAdminBooking(id);
}
