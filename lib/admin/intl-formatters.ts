import { LOCALE_TAGS } from '@/i18n/locales';
import type { Locale } from '@/i18n/routing';

// The admin's Intl formatters, in the language the admin is shown in. Building one costs far more
// than using it, and the lists format a date or an amount per row: each is built once per
// language and options and kept. The keys are few (a handful of option sets per language, and
// the time zones bookings name), so the map stays small.

const kept = new Map<string, unknown>();

function once<T>(kind: string, locale: Locale, options: object, build: (tag: string) => T): T {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  if (!kept.has(key)) kept.set(key, build(LOCALE_TAGS[locale].intl));
  return kept.get(key) as T;
}

/** Throws a RangeError for a time zone Intl does not know (nothing is kept then). */
export const dateTimeFormat = (locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  once('date', locale, options, (tag) => new Intl.DateTimeFormat(tag, options));

export const numberFormat = (locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  once('number', locale, options, (tag) => new Intl.NumberFormat(tag, options));

export const listFormat = (locale: Locale, options: Intl.ListFormatOptions): Intl.ListFormat =>
  once('list', locale, options, (tag) => new Intl.ListFormat(tag, options));

const DAY = { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' } as const;

/** A stored day (midnight UTC) as "Jan 5, 2024" in `locale`'s way; null when it is none. */
export function writtenDay(value: unknown, locale: Locale): string | null {
  const date = typeof value === 'string' && value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? dateTimeFormat(locale, DAY).format(date) : null;
}

export const displayNames = (locale: Locale, options: Intl.DisplayNamesOptions): Intl.DisplayNames =>
  once('names', locale, options, (tag) => new Intl.DisplayNames(tag, options));
