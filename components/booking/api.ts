import { detailOf } from '@/lib/api/detail';
import type { PendingHold, PublicBooking, Slot, SlotList } from '@/lib/booking/types';

// The booking API as the page calls it (docs/booking.md). Refusals are answers, not exceptions:
// each has its own text on the page.

export const SLOTS_PATH = '/api/booking/slots';
export const CHALLENGE_PATH = '/api/booking/challenge';
export const bookingPath = (token: string) => `/api/bookings/${encodeURIComponent(token)}`;

/** What the page shows once the form is answered: a hold waiting for its link, or a call moved. */
export interface BookedCall {
  start: string;
  email: string;
  meeting_location: string;
  pending: boolean;
}

export type BookingAnswer =
  | { ok: true; booking: PublicBooking }
  | { ok: true; hold: PendingHold }
  | { ok: false; kind: 'taken'; slots: Slot[]; detail: string }
  | { ok: false; kind: 'invalid'; detail: string }
  | { ok: false; kind: 'rateLimited' | 'notFound' | 'expired' | 'failed' };

export interface NewBooking {
  start: string;
  name: string;
  email: string;
  service_interest: string | null;
  note: string;
  locale: string;
  time_zone: string;
  website: string;
  /** The solved challenge (ALTCHA's payload). */
  altcha: string;
}

/** A GET for SWR: the body, or an error carrying the status (a 404 is shown as its own state). */
export async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw Object.assign(new Error(`GET ${path} answered ${response.status}`), { status: response.status });
  return (await response.json()) as T;
}

export const getSlots = () => getJson<SlotList>(SLOTS_PATH);

// The page fills the problem's text into its message; a body without one leaves that part empty.
const detailText = (body: unknown): string => detailOf(body) ?? '';

async function post(path: string, json: unknown): Promise<BookingAnswer> {
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(json) });
  } catch {
    return { ok: false, kind: 'failed' };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 202) return { ok: true, hold: body as PendingHold };
  if (response.ok) return { ok: true, booking: body as PublicBooking };
  if (response.status === 409)
    return { ok: false, kind: 'taken', slots: (body as { slots?: Slot[] } | null)?.slots ?? [], detail: detailText(body) };
  if (response.status === 400) return { ok: false, kind: 'invalid', detail: detailText(body) };
  if (response.status === 429) return { ok: false, kind: 'rateLimited' };
  if (response.status === 404) return { ok: false, kind: 'notFound' };
  if (response.status === 410) return { ok: false, kind: 'expired' };
  return { ok: false, kind: 'failed' };
}

export const createBooking = (booking: NewBooking) => post('/api/bookings', booking);
export const rescheduleBooking = (token: string, start: string) => post(`${bookingPath(token)}/reschedule`, { start });
export const confirmBooking = (token: string) => post(`${bookingPath(token)}/confirm`, {});
export const cancelBooking = (token: string, reason: string) => post(`${bookingPath(token)}/cancel`, reason ? { reason } : {});
