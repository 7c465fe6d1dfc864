import 'server-only';
import type { BookingRow } from '@/lib/db/schema';
import type { AdminBooking, BookingSettings, PublicBooking } from './types';

// A stored booking as the visitor's pages and the admin's Bookings section read it.

export function toPublicBooking(row: BookingRow, settings: BookingSettings, now = new Date()): PublicBooking {
  return {
    id: row.id,
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    status: row.status,
    name: row.name,
    email: row.email,
    service_interest: row.serviceInterest,
    note: row.note,
    locale: row.locale,
    time_zone: row.timeZone,
    meeting_location: settings.meeting_location,
    changeable: row.status === 'confirmed' && row.startAt > now,
  };
}

export function toAdminBooking(row: BookingRow, settings: BookingSettings, messageId: string | null): AdminBooking {
  const { changeable: _, ...booking } = toPublicBooking(row, settings);
  return {
    ...booking,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    cancelled_by: row.cancelledBy,
    cancel_message: row.cancelMessage,
    message_id: messageId,
    reschedule_count: row.rescheduleCount,
    confirm_by: row.status === 'pending' ? (row.confirmBy?.toISOString() ?? null) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
