'use client';

import { useBookingList, useBookingSettings } from './use-admin-bookings';
import { useCallTime } from './booking-time';

/**
 * The time of the call a message came from, written in the studio's zone ("Tue, Dec 1, 2026,
 * 14:00 (Europe/Oslo)"), or null until it is found: it is looked up in the upcoming calls, then the
 * past ones (lists the Bookings section shares). Nothing is asked for a message without a call.
 */
export function useBookedCall(bookingId: string | null): string | null {
  const time = useCallTime();
  const settings = useBookingSettings(bookingId !== null);
  const upcoming = useBookingList(bookingId ? 'upcoming' : null);
  const inUpcoming = upcoming.data?.bookings.find((booking) => booking.id === bookingId);
  const past = useBookingList(bookingId && upcoming.data && !inUpcoming ? 'past' : null);
  const booking = inUpcoming ?? past.data?.bookings.find((call) => call.id === bookingId);
  const zone = settings.data?.time_zone;
  return booking && zone ? `${time.moment(booking.start, zone)} (${zone})` : null;
}
