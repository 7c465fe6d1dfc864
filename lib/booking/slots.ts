import { DateTime } from 'luxon';
import type { OpeningSpan, Weekday, WeeklyHours } from './types';

// The slot rules (docs/booking.md#how-slots-are-laid-out). Pure: the service reads the settings
// and the bookings, this decides; the unit tests run it across both summer-time switches.

export interface SlotRules {
  timeZone: string;
  weeklyHours: WeeklyHours;
  callMinutes: number;
  bufferMinutes: number;
  noticeHours: number;
  horizonDays: number;
  maxPerDay: number;
  /** Days in the studio's zone, YYYY-MM-DD. */
  blockedDates: ReadonlySet<string>;
}

/** A booking that holds its time (anything not cancelled). */
export interface TakenTime {
  start: Date;
  end: Date;
}

export interface OfferedSlot {
  start: Date;
  end: Date;
}

export interface SlotWindow {
  /** The first day, YYYY-MM-DD in the studio's zone. */
  from: string;
  days: number;
  now: Date;
}

const MINUTE = 60_000;

/** The studio's day (YYYY-MM-DD) an instant falls on. */
export const studioDay = (instant: Date, timeZone: string) => DateTime.fromJSDate(instant, { zone: timeZone }).toISODate()!;

/** Today in the studio's zone. */
export const studioToday = (now: Date, timeZone: string) => studioDay(now, timeZone);

function spanBounds(day: DateTime, span: OpeningSpan): [number, number] {
  const at = (time: string) =>
    time === '24:00' ? day.plus({ days: 1 }) : DateTime.fromISO(`${day.toISODate()}T${time}`, { zone: day.zone });
  // A time inside the spring gap (02:30 on the last Sunday of March) moves on to the hour after.
  return [at(span.start).toMillis(), at(span.end).toMillis()];
}

const clearOf = (start: number, end: number, taken: readonly TakenTime[], buffer: number) =>
  taken.every((booking) => end + buffer <= booking.start.getTime() || booking.end.getTime() + buffer <= start);

export function offeredSlots(rules: SlotRules, taken: readonly TakenTime[], window: SlotWindow): OfferedSlot[] {
  const zone = rules.timeZone;
  const call = rules.callMinutes * MINUTE;
  const buffer = rules.bufferMinutes * MINUTE;
  const earliest = window.now.getTime() + rules.noticeHours * 60 * MINUTE;
  const lastDay = DateTime.fromJSDate(window.now, { zone }).startOf('day').plus({ days: rules.horizonDays });
  const first = DateTime.fromISO(window.from, { zone }).startOf('day');
  const perDay = new Map<string, number>();
  for (const booking of taken) {
    const day = studioDay(booking.start, zone);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }

  const slots: OfferedSlot[] = [];
  for (let offset = 0; offset < window.days; offset += 1) {
    const day = first.plus({ days: offset });
    const date = day.toISODate()!;
    if (day > lastDay || rules.blockedDates.has(date) || (perDay.get(date) ?? 0) >= rules.maxPerDay) continue;
    for (const span of rules.weeklyHours[`${day.weekday as Weekday}`] ?? []) {
      const [spanStart, spanEnd] = spanBounds(day, span);
      // Real time, not wall time: a span across a switch holds as many calls as it has hours.
      for (let start = spanStart; start + call <= spanEnd; start += call) {
        if (start < earliest || !clearOf(start, start + call, taken, buffer)) continue;
        slots.push({ start: new Date(start), end: new Date(start + call) });
      }
    }
  }
  return slots;
}

/** Whether `start` is an offered slot, and the slot if so. */
export function findSlot(rules: SlotRules, taken: readonly TakenTime[], start: Date, now: Date): OfferedSlot | null {
  const from = studioDay(start, rules.timeZone);
  return offeredSlots(rules, taken, { from, days: 1, now }).find((slot) => slot.start.getTime() === start.getTime()) ?? null;
}
