import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, type Transaction } from '@/lib/db/client';
import { bookings, contactMessages, type BookingRow } from '@/lib/db/schema';
import { HttpError, notFound } from '@/lib/http/responses';
import { routing } from '@/i18n/routing';
import { enqueueConfirmationMail } from './confirm-mail';
import { HOLD_MINUTES, requireHoldRoom } from './hold-rules';
import { requireSlot, underLock } from './lock';
import { enqueueBookingMails, whenText } from './mails';
import { readBookingSettings } from './settings';
import type { BookingRequest } from './schemas';
import type { BookingSettings, PendingHold, PublicBooking } from './types';
import { toPublicBooking } from './views';
import { metrics } from '@/lib/metrics/metrics.mjs';
import { noteOnSpan } from '@/lib/tracing/spans.mjs';

// A booking starts as a pending hold (docs/booking.md#pending-holds): its slot is held for
// HOLD_MINUTES and one plain mail asks to confirm it. Only the link confirms the call, and only
// then go the invitation, the studio's notice and the lead in Messages.

export const EXPIRED_DETAIL = 'This hold has expired and its time was released. Book the call again.';

const pendingAnswer = (start: Date, end: Date, confirmBy: Date): PendingHold => ({
  status: 'pending',
  start: start.toISOString(),
  end: end.toISOString(),
  confirm_by: confirmBy.toISOString(),
});

export interface HoldKeys {
  emailKey: string;
  clientKey: string;
}

export async function holdBooking(input: Omit<BookingRequest, 'altcha'>, keys: HoldKeys): Promise<PendingHold> {
  const hold = await underLock(input.start, async (tx, settings) => {
    await requireHoldRoom(tx, keys);
    const slot = await requireSlot(tx, settings, input.start);
    const confirmBy = new Date(Date.now() + HOLD_MINUTES * 60_000);
    const [row] = await tx
      .insert(bookings)
      .values({
        startAt: slot.start,
        endAt: slot.end,
        status: 'pending',
        name: input.name,
        email: input.email,
        serviceInterest: input.service_interest ?? null,
        note: input.note,
        locale: input.locale,
        timeZone: input.time_zone,
        confirmBy,
        emailKey: keys.emailKey,
        clientKey: keys.clientKey,
      })
      .returning();
    await enqueueConfirmationMail(tx, row!);
    noteOnSpan({ 'booking.id': row!.id });
    return pendingAnswer(row!.startAt, row!.endAt, confirmBy);
  });
  // Counted once committed (lib/metrics/metrics.mjs).
  metrics.bookings.inc({ stage: 'requested' });
  return hold;
}

/** What a honeypot-filling bot is told: the same answer as a hold, with nothing stored or sent. */
export async function pretendHold(input: Pick<BookingRequest, 'start'>): Promise<PendingHold> {
  const settings = await readBookingSettings(await getDb());
  const end = new Date(input.start.getTime() + settings.call_minutes * 60_000);
  return pendingAnswer(input.start, end, new Date(Date.now() + HOLD_MINUTES * 60_000));
}

/** The lead in Messages: the studio's inbox holds every enquiry, booked or written. */
function leadText(booking: BookingRow, settings: BookingSettings): string {
  const when = `${whenText(booking.startAt, routing.defaultLocale, settings.time_zone)} (${settings.time_zone})`;
  return [`Booked a call for ${when}.`, booking.note || '(No note.)'].join('\n\n');
}

async function lockedRow(tx: Transaction, id: string): Promise<BookingRow> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  if (!row) throw notFound('Booking not found');
  return row;
}

/**
 * The confirmation link's POST: a pending hold becomes the call, with its invitation, the studio's
 * notice and the lead; confirming again answers the call as it is. An expired or released hold is 410.
 */
export async function confirmHold(id: string): Promise<PublicBooking> {
  let confirmedNow = false;
  noteOnSpan({ 'booking.id': id });
  const booking = await underLock(new Date(), async (tx, settings) => {
    const current = await lockedRow(tx, id);
    if (current.status !== 'pending') {
      if (current.status === 'expired' || current.status === 'cancelled') throw new HttpError(410, EXPIRED_DETAIL);
      return toPublicBooking(current, settings);
    }
    const [row] = await tx.update(bookings).set({ status: 'confirmed', updatedAt: new Date() }).where(eq(bookings.id, id)).returning();
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
    confirmedNow = true;
    return toPublicBooking(booking, settings);
  });
  if (confirmedNow) metrics.bookings.inc({ stage: 'confirmed' });
  return booking;
}

/** The time a confirmation link is for, for its page; null once the hold is gone. */
export async function readHold(id: string): Promise<{ start: Date; timeZone: string; status: BookingRow['status'] } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ start: bookings.startAt, timeZone: bookings.timeZone, status: bookings.status, confirmBy: bookings.confirmBy })
    .from(bookings)
    .where(eq(bookings.id, id));
  if (!row) return null;
  const lapsed = row.status === 'pending' && (!row.confirmBy || row.confirmBy <= new Date());
  return { start: row.start, timeZone: row.timeZone, status: lapsed ? 'expired' : row.status };
}

/** The studio lets a pending hold go: its time is free at once, and nobody is mailed (docs/booking.md). */
export async function releaseHold(id: string): Promise<void> {
  await underLock(new Date(), async (tx) => {
    const current = await lockedRow(tx, id);
    if (current.status !== 'pending') throw new HttpError(409, 'Only a call waiting for confirmation can be released.');
    const now = new Date();
    await tx
      .update(bookings)
      .set({ status: 'expired', confirmBy: now, updatedAt: now })
      .where(and(eq(bookings.id, id), eq(bookings.status, 'pending')));
  });
}
