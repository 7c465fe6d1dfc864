import type { Locale } from '@/i18n/routing';
import { dateTimeFormat } from '@/lib/admin/intl-formatters';
import type { AdminMessageSummary } from '@/lib/inbox/query';

// How the Messages screen shows a message: its first line, its dates and the reply link.

/** The first line of text of a message (or its preview), without the blank lines before it. */
export function firstLine(text: string): string {
  return (
    text
      .split(/\r?\n/)
      .find((line) => line.trim() !== '')
      ?.trim() ?? ''
  );
}

export const isUnread = (message: Pick<AdminMessageSummary, 'read_at'>) => message.read_at === null;

// In the admin's language and the browser's own time zone, on the 24-hour clock the inbox has
// always shown (the day's order is the language's own).
const TIME = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const DAY = { day: 'numeric', month: 'short' } as const;
const DAY_AND_YEAR = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const FULL = { dateStyle: 'full', timeStyle: 'short', hourCycle: 'h23' } as const;

/**
 * The list's date: the time for today, the day for this year, else the day and year. In `timeZone`
 * when given, with the time naming it (the server's HTML, which cannot know the browser's zone).
 */
export function listDate(iso: string, locale: Locale, now = new Date(), timeZone?: string): string {
  const date = new Date(iso);
  const written = (options: Intl.DateTimeFormatOptions) => dateTimeFormat(locale, { ...options, timeZone });
  const day = written({ year: 'numeric', month: 'numeric', day: 'numeric' });
  if (day.format(date) === day.format(now)) return written(timeZone ? { ...TIME, timeZoneName: 'short' } : TIME).format(date);
  const year = written({ year: 'numeric' });
  return written(year.format(date) === year.format(now) ? DAY : DAY_AND_YEAR).format(date);
}

/** The whole moment, for the open message: "Tuesday, May 12, 2026 at 14:05". */
export const fullDate = (iso: string, locale: Locale) => dateTimeFormat(locale, FULL).format(new Date(iso));

/**
 * A `mailto:` link to the sender, with the subject filled in when given (RFC 6068). The address is
 * encoded but for its @ (it was validated as an address when sent), the subject entirely: "&", "?"
 * or "#" in it can then not start another header.
 */
export const replyHref = (email: string, subject?: string) =>
  `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}${subject === undefined ? '' : `?subject=${encodeURIComponent(subject)}`}`;
