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

// The admin reads English, in the browser's own time zone; day before month, as in Norway.
const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const DAY_AND_YEAR = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const FULL = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short' });

/** The list's date: the time for today, the day for this year, else the day and year. */
export function listDate(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (date.toDateString() === now.toDateString()) return TIME.format(date);
  return (date.getFullYear() === now.getFullYear() ? DAY : DAY_AND_YEAR).format(date);
}

/** The whole moment, for the open message: "Tuesday 12 May 2026 at 14:05". */
export const fullDate = (iso: string) => FULL.format(new Date(iso));

/**
 * A `mailto:` link to the sender with the subject filled in (RFC 6068). The address is encoded
 * but for its @ (it was validated as an address when sent), the subject entirely: "&", "?" or "#"
 * in it can then not start another header.
 */
export function replyHref(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
}
