// What the booking API answers (docs/booking.md). No server code and no zod: the booking page and
// the admin's Bookings section load this.

/** Text limits, here without zod so the booking page's forms can read them (rules: ./schemas.ts). */
export const BOOKING_LIMITS = {
  name: 100,
  note: 2000,
  reason: 1000,
  message: 2000,
  location: 500,
  blockedDates: 366,
  blockedNote: 200,
} as const;

/** How long a new booking holds its time for the confirmation link (docs/decisions/booking-holds.md). */
export const HOLD_MINUTES = 15;

/** `pending`: held until its confirm link is used or its time is up (then `expired`). */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'expired', 'held', 'no_show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** ISO weekday, as Luxon counts: 1 is Monday, 7 is Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A time of an opening span: 'HH:MM', or '24:00', the day's end. */
export const OPENING_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** A span of a day in the studio's zone, 'HH:MM' to 'HH:MM' (end after start; '24:00' is the day's end). */
export interface OpeningSpan {
  start: string;
  end: string;
}

export type WeeklyHours = Record<`${Weekday}`, OpeningSpan[]>;

/** An offered call: instants in UTC, ISO 8601 with `Z`. */
export interface Slot {
  start: string;
  end: string;
}

export interface SlotList {
  slots: Slot[];
  /** The studio's zone (IANA), in which the slots were laid out. */
  time_zone: string;
}

/** A booking as its visitor sees it (POST /api/bookings, the signed manage link). */
export interface PublicBooking {
  id: string;
  start: string;
  end: string;
  status: BookingStatus;
  name: string;
  email: string;
  service_interest: string | null;
  note: string;
  locale: string;
  time_zone: string;
  /** The meeting link or place, as the studio set it. */
  meeting_location: string;
  /** Whether the visitor can still cancel or move it (confirmed and not yet started). */
  changeable: boolean;
}

/** What POST /api/bookings answers (202): the time is held until `confirm_by`; the link is in the mail only. */
export interface PendingHold {
  status: 'pending';
  start: string;
  end: string;
  confirm_by: string;
}

/** A booking as the admin API answers it. */
export interface AdminBooking extends Omit<PublicBooking, 'changeable'> {
  cancelled_at: string | null;
  cancelled_by: 'visitor' | 'studio' | null;
  cancel_message: string | null;
  /** The lead in Messages this booking made. */
  message_id: string | null;
  reschedule_count: number;
  /** A pending hold's end: unconfirmed by then, it frees its time. */
  confirm_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface AdminBookingList {
  bookings: AdminBooking[];
  /** All bookings of this list, on every page. */
  total: number;
  /** 1-based, of `page_size` bookings each. */
  page: number;
  page_size: number;
}

export interface BlockedDate {
  /** YYYY-MM-DD, a day in the studio's zone. */
  date: string;
  note: string;
}

export interface BookingSettings {
  time_zone: string;
  weekly_hours: WeeklyHours;
  call_minutes: number;
  buffer_minutes: number;
  notice_hours: number;
  horizon_days: number;
  max_per_day: number;
  meeting_location: string;
  blocked_dates: BlockedDate[];
}
