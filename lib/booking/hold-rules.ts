import 'server-only';
import { and, count, eq, gt, lt, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/lib/db/client';
import { bookings } from '@/lib/db/schema';
import { HttpError } from '@/lib/http/responses';

// What a pending hold may take (docs/booking.md#pending-holds, figures in
// docs/decisions/booking-holds.md): a booking holds its slot unconfirmed for HOLD_MINUTES, and
// holds are capped per inbox, per client address and for the whole site, counted under the lock.

export { HOLD_MINUTES } from './types';
export const PENDING_PER_EMAIL = 2;
export const PENDING_PER_ADDRESS = 3;
export const PENDING_SITE_WIDE = 20;
/** Expired holds are kept this long (a late click on the link still learns the hold ended), then deleted. */
const EXPIRED_KEPT_MS = 7 * 86_400_000;

/** Bookings that hold their time: not cancelled or expired, and a pending one only until its confirm-by. */
export const holdsTime = (now: Date) =>
  and(notInArray(bookings.status, ['cancelled', 'expired']), or(ne(bookings.status, 'pending'), gt(bookings.confirmBy, now)));

/** Ends the holds whose time is up (under the lock, before anything is checked), and forgets old ones. */
export async function expireHolds(tx: Transaction, now: Date): Promise<void> {
  await tx
    .update(bookings)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(bookings.status, 'pending'), lte(sql`coalesce(${bookings.confirmBy}, ${bookings.createdAt})`, now)));
  await tx.delete(bookings).where(and(eq(bookings.status, 'expired'), lt(bookings.updatedAt, new Date(now.getTime() - EXPIRED_KEPT_MS))));
}

const pendingWhere = (...conditions: Parameters<typeof and>) => and(eq(bookings.status, 'pending'), ...conditions);

async function pendingCount(db: Database | Transaction, ...conditions: Parameters<typeof and>): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(pendingWhere(...conditions));
  return row?.n ?? 0;
}

/** 429 when one more hold would pass a cap; run under the lock after `expireHolds`. */
export async function requireHoldRoom(tx: Transaction, keys: { emailKey: string; clientKey: string }): Promise<void> {
  if ((await pendingCount(tx, eq(bookings.emailKey, keys.emailKey))) >= PENDING_PER_EMAIL)
    throw new HttpError(
      429,
      'This e-mail address already has calls waiting for confirmation. Confirm them from your inbox, or try again later.',
    );
  if ((await pendingCount(tx, eq(bookings.clientKey, keys.clientKey))) >= PENDING_PER_ADDRESS)
    throw new HttpError(429, 'Too many calls from this address are waiting for confirmation. Please try again later.');
  if ((await pendingCount(tx)) >= PENDING_SITE_WIDE)
    throw new HttpError(429, 'Many calls are waiting for confirmation right now. Please try again in a few minutes.');
}
