import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { getDb, type Transaction } from '@/lib/db/client';
import { bookings, contactMessages, type BookingRow } from '@/lib/db/schema';
import { HttpError, notFound } from '@/lib/http/responses';
import { enqueueBookingMails, whenText, type BookingChange } from './mails';
import { readBookingSettings, slotRulesOf } from './settings';
import { nextFreeSlots, SlotTaken, takenAround } from './availability';
import { findSlot } from './slots';
import type { BookingRequest } from './schemas';
import type { BookingSettings, PublicBooking } from './types';
import { toPublicBooking } from './views';
import { routing } from '@/i18n/routing';

// Booking, moving and cancelling calls (docs/booking.md; what is free: ./availability.ts). Every write takes one advisory lock, so
// the buffer and the daily maximum hold across instances; the exclusion constraint has the last word.

const BOOKING_LOCK = 724_351;
/** How often a visitor may move one call: each move mails both sides. */
export const MAX_RESCHEDULES = 5;

const isOverlap = (error: unknown) =>
  [error, (error as { cause?: unknown })?.cause].some((e) => (e as { code?: string } | undefined)?.code === '23P01');
/** Runs `write` under the booking lock; an overlap the constraint refused is a taken slot. */
async function underLock<T>(start: Date, write: (tx: Transaction, settings: BookingSettings) => Promise<T>): Promise<T> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK})`);
      return write(tx, await readBookingSettings(tx));
    });
  } catch (error) {
    // Decided after the rollback: the next free times are read outside the failed transaction.
    if (isOverlap(error) || error instanceof SlotTaken) throw new SlotTaken(await nextFreeSlots(start));
    throw error;
  }
}

async function requireSlot(tx: Transaction, settings: BookingSettings, start: Date, except?: string) {
  const slot = findSlot(slotRulesOf(settings), await takenAround(tx, start, except), start, new Date());
  if (!slot) throw new SlotTaken([]);
  return slot;
}

/** The lead in Messages: the studio's inbox holds every enquiry, booked or written. */
function leadText(booking: BookingRow, settings: BookingSettings): string {
  const when = `${whenText(booking.startAt, routing.defaultLocale, settings.time_zone)} (${settings.time_zone})`;
  return [`Booked a call for ${when}.`, booking.note || '(No note.)'].join('\n\n');
}

export async function createBooking(input: BookingRequest): Promise<PublicBooking> {
  return underLock(input.start, async (tx, settings) => {
    const slot = await requireSlot(tx, settings, input.start);
    const [row] = await tx
      .insert(bookings)
      .values({
        startAt: slot.start,
        endAt: slot.end,
        name: input.name,
        email: input.email,
        serviceInterest: input.service_interest ?? null,
        note: input.note,
        locale: input.locale,
        timeZone: input.time_zone,
      })
      .returning();
    const booking = row!;
    await tx.insert(contactMessages).values({
      name: booking.name,
      email: booking.email,
      serviceInterest: booking.serviceInterest,
      message: leadText(booking, settings),
      locale: booking.locale,
      bookingId: booking.id,
    });
    await enqueueBookingMails(tx, booking, settings, 'confirmed');
    return toPublicBooking(booking, settings);
  });
}

/** The visitor's own view of what a honeypot-filling bot "booked": nothing is stored or sent. */
export async function pretendBooking(input: BookingRequest): Promise<PublicBooking> {
  const settings = await readBookingSettings(await getDb());
  const end = new Date(input.start.getTime() + settings.call_minutes * 60_000);
  const now = new Date();
  const row: BookingRow = {
    id: randomUUID(),
    startAt: input.start,
    endAt: end,
    status: 'confirmed',
    name: input.name,
    email: input.email,
    serviceInterest: input.service_interest ?? null,
    note: input.note,
    locale: input.locale,
    timeZone: input.time_zone,
    sequence: 0,
    rescheduleCount: 0,
    cancelledAt: null,
    cancelledBy: null,
    cancelMessage: null,
    createdAt: now,
    updatedAt: now,
  };
  return toPublicBooking(row, settings);
}

async function lockedBooking(tx: Transaction, id: string): Promise<BookingRow> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  if (!row) throw notFound('Booking not found');
  return row;
}

const notChangeable = (row: BookingRow) =>
  row.status === 'cancelled'
    ? 'This call is already cancelled.'
    : row.startAt <= new Date()
      ? 'This call has already started or taken place.'
      : row.status !== 'confirmed'
        ? 'This call has already taken place.'
        : null;

async function change(
  tx: Transaction,
  settings: BookingSettings,
  id: string,
  values: Partial<BookingRow>,
  kind: BookingChange,
  note: string | null,
) {
  const [row] = await tx
    .update(bookings)
    .set({ ...values, sequence: sql`${bookings.sequence} + 1`, updatedAt: new Date() })
    .where(eq(bookings.id, id))
    .returning();
  await enqueueBookingMails(tx, row!, settings, kind, note);
  return row!;
}

export async function rescheduleBooking(id: string, start: Date): Promise<PublicBooking> {
  return underLock(start, async (tx, settings) => {
    const current = await lockedBooking(tx, id);
    const refusal =
      notChangeable(current) ??
      (current.rescheduleCount >= MAX_RESCHEDULES
        ? `This call has been moved ${MAX_RESCHEDULES} times; write to us to find a time.`
        : null);
    if (refusal) throw new HttpError(409, refusal);
    const slot = await requireSlot(tx, settings, start, id);
    const row = await change(
      tx,
      settings,
      id,
      { startAt: slot.start, endAt: slot.end, rescheduleCount: current.rescheduleCount + 1 },
      'moved',
      null,
    );
    return toPublicBooking(row, settings);
  });
}

export async function cancelBooking(
  id: string,
  by: 'visitor' | 'studio',
  message: string,
): Promise<{ row: BookingRow; settings: BookingSettings }> {
  return underLock(new Date(), async (tx, settings) => {
    const current = await lockedBooking(tx, id);
    const refusal = current.status === 'cancelled' ? 'This call is already cancelled.' : by === 'visitor' ? notChangeable(current) : null;
    if (refusal) throw new HttpError(409, refusal);
    const row = await change(
      tx,
      settings,
      id,
      { status: 'cancelled', cancelledAt: new Date(), cancelledBy: by, cancelMessage: message || null },
      'cancelled',
      message || null,
    );
    return { row, settings };
  });
}

export async function readPublicBooking(id: string): Promise<PublicBooking> {
  const db = await getDb();
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw notFound('Booking not found');
  return toPublicBooking(row, await readBookingSettings(db));
}
