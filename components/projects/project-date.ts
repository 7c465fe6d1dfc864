import { formatterFor } from '@/i18n/formatter';
import type { Locale } from '@/i18n/routing';

/**
 * A completion date in the long form of the visitor's language: 'March 15, 2024' or
 * '15. mars 2024'. Dates are stored as midnight UTC, so they are formatted in UTC to stay on
 * the same day everywhere.
 */
export function formatProjectDate(iso: string, locale: Locale): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return formatterFor(locale, 'UTC').dateTime(date, 'long');
}

/** The date attribute of a <time> element for the same date. */
export function isoDay(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10);
}
