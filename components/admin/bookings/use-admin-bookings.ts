'use client';

import useSWR from 'swr';
import { BOOKING_SETTINGS_PATH, bookingListPath, fetchBookings, fetchBookingSettings, type BookingWhen } from '@/lib/api/admin-bookings';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';

const OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true } as const;

function useLoggedError(what: string) {
  const recheckSession = useSessionRecheck();
  return (error: unknown) => {
    console.error(`Failed to fetch ${what}`, error);
    recheckSession(error);
  };
}

/** One page of the upcoming (soonest first) or past (newest first) calls. */
export function useBookingList(when: BookingWhen, page = 1) {
  const onError = useLoggedError('bookings');
  return useSWR(bookingListPath(when, page), fetchBookings, { ...OPTIONS, onError });
}

/** The studio's availability; its zone is the one every call's time is written in. Nothing while `wanted` is false. */
export function useBookingSettings(wanted = true) {
  const onError = useLoggedError('the booking settings');
  return useSWR(wanted ? BOOKING_SETTINGS_PATH : null, fetchBookingSettings, { ...OPTIONS, onError });
}
