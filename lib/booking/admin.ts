import 'server-only';
import { and, asc, count, desc, eq, gte, lt, ne } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { isUuid } from '@/lib/db/uuid';
import { bookings, contactMessages } from '@/lib/db/schema';
import { HttpError, notFound } from '@/lib/http/responses';
import { readBookingSettings } from './settings';
import type { AdminBooking, AdminBookingList, BookingStatus } from './types';
import { toAdminBooking } from './views';

// The admin's Bookings section: upcoming calls soonest first, past ones newest first.

const LIST_LIMIT = 200;

export async function listAdminBookings(when: 'upcoming' | 'past', now = new Date()): Promise<AdminBookingList> {
  const db = await getDb();
  const settings = await readBookingSettings(db);
  // A call stays "upcoming" until it ends, and a cancelled one is past once its time has gone.
  const filter = when === 'upcoming' ? gte(bookings.endAt, now) : lt(bookings.endAt, now);
  const rows = await db
    .select({ booking: bookings, messageId: contactMessages.id })
    .from(bookings)
    .leftJoin(contactMessages, eq(contactMessages.bookingId, bookings.id))
    .where(filter)
    .orderBy(when === 'upcoming' ? asc(bookings.startAt) : desc(bookings.startAt))
    .limit(LIST_LIMIT);
  const [total] = await db.select({ total: count() }).from(bookings).where(filter);
  return { bookings: rows.map(({ booking, messageId }) => toAdminBooking(booking, settings, messageId)), total: total?.total ?? 0 };
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

/** Held, no-show, or back to confirmed; a cancelled call stays cancelled (its time may be booked again). */
export async function setBookingStatus(id: string, status: Exclude<BookingStatus, 'cancelled'>): Promise<AdminBooking> {
  if (!isUuid(id)) throw notFound('Booking not found');
  const db = await getDb();
  const [row] = await db
    .update(bookings)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(bookings.id, id), ne(bookings.status, 'cancelled')))
    .returning({ id: bookings.id });
  if (!row) {
    const [exists] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id));
    throw exists ? new HttpError(409, 'This call is cancelled; its status cannot change.') : notFound('Booking not found');
  }
  return readAdminBooking(id);
}
