'use client';

import useSWR from 'swr';
import { bookingPath, fetchBooking } from '@/lib/api/admin-bookings';
import { useBookingSettings } from './use-admin-bookings';
import { useCallTime } from './booking-time';

/**
 * The time of the call a message came from, in the studio's zone ("Tue, Dec 1, 2026, 14:00
 * (Europe/Oslo)"), or null until it is known (or when it cannot be read: the line then just
 * says "Booked call"). Nothing is asked for a message without a call.
 */
export function useBookedCall(bookingId: string | null): string | null {
  const time = useCallTime();
  const settings = useBookingSettings(bookingId !== null);
  const booking = useSWR(bookingId ? bookingPath(bookingId) : null, () => fetchBooking(bookingId!), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const zone = settings.data?.time_zone;
  return booking.data && zone ? `${time.moment(booking.data.start, zone)} (${zone})` : null;
}
