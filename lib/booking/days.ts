import type { Slot } from './types';

// The booking page's days and times in the visitor's zone, with Intl alone: the page's JavaScript
// carries no date library (luxon stays on the server). Days are 'YYYY-MM-DD' strings, so the
// calendar's arithmetic never meets a zone.

export interface SlotDay {
  /** The visitor's calendar day, YYYY-MM-DD. */
  date: string;
  slots: Slot[];
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function digitsIn(timeZone: string): Intl.DateTimeFormat {
  const known = dayFormats.get(timeZone);
  if (known) return known;
  // Digits only, the same in any language.
  const format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  dayFormats.set(timeZone, format);
  return format;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in `timeZone`. */
export function dayOf(instant: string | Date, timeZone: string): string {
  const parts = digitsIn(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The slots grouped by the visitor's calendar day, days and times in order. */
export function groupByDay(slots: readonly Slot[], timeZone: string): SlotDay[] {
  const days = new Map<string, Slot[]>();
  for (const slot of [...slots].sort((a, b) => a.start.localeCompare(b.start))) {
    const date = dayOf(slot.start, timeZone);
    days.set(date, [...(days.get(date) ?? []), slot]);
  }
  return [...days].map(([date, daySlots]) => ({ date, slots: daySlots }));
}

const noon = (date: string) => new Date(`${date}T12:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const next = noon(date);
  next.setUTCDate(next.getUTCDate() + days);
  return iso(next);
}

/** ISO weekday of a day: 1 is Monday, 7 is Sunday. */
export const weekdayOf = (date: string) => noon(date).getUTCDay() || 7;

/** Every day from `first` to `last`, both included. */
export function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** A calendar day in words, in the page's language ('Tuesday, December 1'). */
export function formatDay(date: string, intlLocale: string, options: Intl.DateTimeFormatOptions = {}): string {
  const style: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', ...options };
  return new Intl.DateTimeFormat(intlLocale, { ...style, timeZone: 'UTC' }).format(noon(date));
}

/** An instant's time of day in `timeZone`, as the language writes it ('9:30 AM', '09:30'), with the zone's short name if asked ('3:30 PM CET'). */
export function formatTime(instant: string, timeZone: string, intlLocale: string, zoneName?: 'short'): string {
  const options: Intl.DateTimeFormatOptions = zoneName
    ? { hour: 'numeric', minute: '2-digit', timeZoneName: zoneName }
    : { timeStyle: 'short' };
  return new Intl.DateTimeFormat(intlLocale, { timeZone, ...options }).format(new Date(instant));
}

/** An instant's date and time in `timeZone` ('Friday, December 4, 2026 at 9:30 AM'). */
export function formatWhen(instant: string, timeZone: string, intlLocale: string): string {
  return new Intl.DateTimeFormat(intlLocale, { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(instant));
}

/** The zones a visitor can choose, with `current` in the list even where the browser names it otherwise ('UTC'). */
export function zoneChoices(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones].sort();
}
