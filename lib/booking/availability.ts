import 'server-only';
import { and, gt, lt, ne } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { getDb, type Database, type Transaction } from '@/lib/db/client';
import { bookings } from '@/lib/db/schema';
import { HttpError } from '@/lib/http/responses';
import { holdsTime } from './hold-rules';
import { readBookingSettings, slotRulesOf } from './settings';
import { offeredSlots, studioToday, type TakenTime } from './slots';
import type { BookingSettings, Slot, SlotList } from './types';

// The read side of booking: which times are taken and which are offered (docs/booking.md).

const NEXT_SLOTS_SHOWN = 6;
const DAY_MS = 86_400_000;

export const TAKEN_DETAIL = 'That time was just taken. Choose another time.';

/** 409 with the next free times, so the page can offer them at once. */
export class SlotTaken extends HttpError {
  constructor(readonly slots: Slot[]) {
    super(409, TAKEN_DETAIL);
  }
}

/**
 * The bookings that hold time overlapping [from, to), but `except`: all but cancelled and expired
 * ones, and a pending hold only until its confirm-by (read outside the lock, it may not be expired yet).
 */
export async function takenBetween(db: Database | Transaction, from: Date, to: Date, except?: string): Promise<TakenTime[]> {
  return db
    .select({ start: bookings.startAt, end: bookings.endAt })
    .from(bookings)
    .where(and(holdsTime(new Date()), gt(bookings.endAt, from), lt(bookings.startAt, to), except ? ne(bookings.id, except) : undefined));
}

/** Two days either side of `start` hold every booking that can touch its day's slots or count for its day. */
export const takenAround = (tx: Transaction, start: Date, except?: string) =>
  takenBetween(tx, new Date(start.getTime() - 2 * DAY_MS), new Date(start.getTime() + 2 * DAY_MS), except);

const isoSlots = (slots: { start: Date; end: Date }[]): Slot[] =>
  slots.map(({ start, end }) => ({ start: start.toISOString(), end: end.toISOString() }));

/** The offered slots of `days` days from the studio's day `from`, for settings already read. */
async function slotsFrom(db: Database, settings: BookingSettings, from: string, days: number, now: Date): Promise<Slot[]> {
  const first = DateTime.fromISO(from, { zone: settings.time_zone });
  const taken = await takenBetween(db, first.minus({ days: 1 }).toJSDate(), first.plus({ days: days + 1 }).toJSDate());
  return isoSlots(offeredSlots(slotRulesOf(settings), taken, { from, days, now }));
}

export async function listSlots(query: { from?: string; days: number }, now = new Date()): Promise<SlotList> {
  const db = await getDb();
  const settings = await readBookingSettings(db);
  const from = query.from ?? studioToday(now, settings.time_zone);
  return { slots: await slotsFrom(db, settings, from, query.days, now), time_zone: settings.time_zone };
}

/** The first free times from `after` on, for the visitor who just lost one. */
export async function nextFreeSlots(after: Date): Promise<Slot[]> {
  const now = new Date();
  const db = await getDb();
  const settings = await readBookingSettings(db);
  const slots = await slotsFrom(db, settings, studioToday(after > now ? after : now, settings.time_zone), 14, now);
  return slots.filter((slot) => Date.parse(slot.start) >= after.getTime()).slice(0, NEXT_SLOTS_SHOWN);
}
