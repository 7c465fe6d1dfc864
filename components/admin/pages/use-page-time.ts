'use client';

import { useFormatter } from 'next-intl';

/** A publish or save time as the admin reads it: in the admin's locale, 24-hour, with its time zone ("Mar 4, 2025, 14:05 UTC"). */
export function usePageTime() {
  const format = useFormatter();
  return (iso: string) =>
    format.dateTime(new Date(iso), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    });
}

/** The answer for a page never published from the admin: its times are the epoch. */
export const neverWritten = (iso: string) => Date.parse(iso) === 0;
