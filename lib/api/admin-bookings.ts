import type { AdminBooking, AdminBookingList, BookingSettings } from '@/lib/booking/types';
import { JSON_HEADERS, request } from './admin';

// The admin's booking calls (docs/booking.md#api): the calls, their status, a cancellation with a
// message to the visitor, and the studio's availability.

export type BookingWhen = 'upcoming' | 'past';
/** What the admin can set a call to by hand; cancelling has its own call (it mails the visitor). */
export type BookingMark = 'held' | 'no_show' | 'confirmed';

export const BOOKINGS_PATH = '/api/admin/bookings';
export const BOOKING_SETTINGS_PATH = '/api/admin/booking-settings';

export const bookingListPath = (when: BookingWhen, page = 1) => `${BOOKINGS_PATH}?when=${when}&page=${page}`;
export const bookingPath = (id: string) => `${BOOKINGS_PATH}/${encodeURIComponent(id)}`;

export function fetchBookings(path: string): Promise<AdminBookingList> {
  return request(path, { headers: JSON_HEADERS });
}

export function fetchBooking(id: string): Promise<AdminBooking> {
  return request(bookingPath(id), { headers: JSON_HEADERS });
}

export function markBooking(id: string, status: BookingMark): Promise<AdminBooking> {
  return request(bookingPath(id), { method: 'PATCH', headers: JSON_HEADERS, body: JSON.stringify({ status }) });
}

export function cancelBooking(id: string, message: string): Promise<AdminBooking> {
  return request(`${bookingPath(id)}/cancel`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ message }) });
}

/** Lets a pending hold go: its time is free again, and nobody is mailed. */
export function releaseBooking(id: string): Promise<AdminBooking> {
  return request(`${bookingPath(id)}/release`, { method: 'POST', headers: JSON_HEADERS });
}

export function fetchBookingSettings(): Promise<BookingSettings> {
  return request(BOOKING_SETTINGS_PATH, { headers: JSON_HEADERS });
}

export function saveBookingSettings(settings: BookingSettings): Promise<BookingSettings> {
  return request(BOOKING_SETTINGS_PATH, { method: 'PUT', headers: JSON_HEADERS, body: JSON.stringify(settings) });
}
