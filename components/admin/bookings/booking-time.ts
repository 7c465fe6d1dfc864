'use client';

import { useFormatter } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { dateTimeFormat } from '@/lib/admin/intl-formatters';
import { BOOKING_SETTINGS_PATH, fetchBookingSettings } from '@/lib/api/admin-bookings';
import { useAdminData } from '@/components/admin/shell/use-admin-data';

// A call's time as the admin reads it: in the admin's language (the provider's), in a given zone
// (the studio's, or the visitor's beside it), on the 24-hour clock, with the day named, so
// "Tue, Dec 1, 2026, 14:00" means the same to everyone.

const DAY = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;
const CLOCK = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

export function useCallTime() {
  const format = useFormatter();
  return {
    /** "Tue, Dec 1, 2026". */
    day: (iso: string, timeZone: string) => format.dateTime(new Date(iso), { ...DAY, timeZone }),
    /** "14:00". */
    clock: (iso: string, timeZone: string) => format.dateTime(new Date(iso), { ...CLOCK, timeZone }),
    /** "Tue, Dec 1, 2026, 14:00". */
    moment: (iso: string, timeZone: string) => format.dateTime(new Date(iso), { ...DAY, ...CLOCK, timeZone }),
  };
}

/**
 * Whether two zones show the same wall clock at `iso` (Europe/Oslo and Europe/Berlin do); either
 * language gives the same answer, the admin's one shares its formatters.
 */
export function sameClock(iso: string, zoneA: string, zoneB: string, locale: Locale): boolean {
  if (zoneA === zoneB) return true;
  const at = new Date(iso);
  const wall = (timeZone: string) => {
    try {
      return dateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone }).format(at);
    } catch {
      return timeZone; // an unknown zone is shown, never thrown on
    }
  };
  return wall(zoneA) === wall(zoneB);
}

/** The studio's availability; its zone is the one every call's time is written in. */
export const useBookingSettings = () =>
  useAdminData(BOOKING_SETTINGS_PATH, fetchBookingSettings, 'the booking settings', { keepPreviousData: true });
