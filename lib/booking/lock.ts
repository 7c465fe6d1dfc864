import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type Transaction } from '@/lib/db/client';
import { kickOutbox } from '@/lib/mail/outbox-worker';
import { nextFreeSlots, SlotTaken, takenAround } from './availability';
import { expireHolds } from './hold-rules';
import { readBookingSettings, slotRulesOf } from './settings';
import { findSlot } from './slots';
import type { BookingSettings } from './types';

// Every booking write takes one advisory lock, so the buffer, the daily maximum and the caps on
// pending holds hold across instances; the exclusion constraint has the last word.

const BOOKING_LOCK = 724_351;

const isOverlap = (error: unknown) =>
  [error, (error as { cause?: unknown })?.cause].some((e) => (e as { code?: string } | undefined)?.code === '23P01');

/**
 * Runs `write` under the booking lock, after ending the holds whose time is up (so the constraint
 * sees their slots free); an overlap the constraint refused is a taken slot. The mails a write
 * queued go at once after the commit, not at the outbox's next round up to 5 s later.
 */
export async function underLock<T>(start: Date, write: (tx: Transaction, settings: BookingSettings) => Promise<T>): Promise<T> {
  const db = await getDb();
  try {
    const result = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK})`);
      await expireHolds(tx, new Date());
      return write(tx, await readBookingSettings(tx));
    });
    kickOutbox();
    return result;
  } catch (error) {
    // Decided after the rollback: the next free times are read outside the failed transaction.
    if (isOverlap(error) || error instanceof SlotTaken) throw new SlotTaken(await nextFreeSlots(start));
    throw error;
  }
}

export async function requireSlot(tx: Transaction, settings: BookingSettings, start: Date, except?: string) {
  const slot = findSlot(slotRulesOf(settings), await takenAround(tx, start, except), start, new Date());
  if (!slot) throw new SlotTaken([]);
  return slot;
}
