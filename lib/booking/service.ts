import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, type Transaction } from '@/lib/db/client';
import { bookings, type BookingRow } from '@/lib/db/schema';
import { HttpError, notFound } from '@/lib/http/responses';
import { requireSlot, underLock } from './lock';
import { enqueueBookingMails, type BookingChange } from './mails';
import { readBookingSettings } from './settings';
import type { BookingSettings, PublicBooking } from './types';
import { toPublicBooking } from './views';

// Moving and cancelling confirmed calls (docs/booking.md; new bookings start as holds: ./holds.ts).

/** How often a visitor may move one call: each move mails both sides. */
export const MAX_RESCHEDULES = 5;

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
    const refusal =
      current.status === 'cancelled'
        ? 'This call is already cancelled.'
        : current.status === 'pending' || current.status === 'expired'
          ? 'This call was never confirmed: release the hold instead, which sends nothing.'
          : by === 'visitor'
            ? notChangeable(current)
            : null;
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
