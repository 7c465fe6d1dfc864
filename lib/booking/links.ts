import 'server-only';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { getEnv } from '@/lib/env';
import { notFound } from '@/lib/http/responses';
import { signId, verifiedId } from '@/lib/security/signed-id';

// The visitor's links to her booking, signed like download links: no account, no guessing.

const PURPOSE = 'booking';
/** The link in the confirmation mail: it confirms a pending hold and does nothing else. */
const CONFIRM_PURPOSE = 'booking-confirm';

export const bookingToken = (bookingId: string) => signId(PURPOSE, bookingId);
export const bookingIdOf = (token: string) => verifiedId(PURPOSE, token);

export const manageUrl = (bookingId: string, locale: Locale) =>
  `${getEnv().SITE_URL}${localizedPath(`/book/manage/${bookingToken(bookingId)}`, locale)}`;

export const confirmToken = (bookingId: string) => signId(CONFIRM_PURPOSE, bookingId);

export const confirmUrl = (bookingId: string, locale: Locale) =>
  `${getEnv().SITE_URL}${localizedPath(`/book/confirm/${confirmToken(bookingId)}`, locale)}`;

export const bookAgainUrl = (locale: Locale) => `${getEnv().SITE_URL}${localizedPath('/book', locale)}`;

/** The booking a signed link points at; a forged token is a 404 before any database read. */
export function requireBookingId(token: string): string {
  const id = bookingIdOf(token);
  if (!id) throw notFound('Booking not found');
  return id;
}

export const confirmIdOf = (token: string) => verifiedId(CONFIRM_PURPOSE, token);

/** The pending booking a confirmation link points at; forged, or a manage link, is a 404. */
export function requireConfirmId(token: string): string {
  const id = confirmIdOf(token);
  if (!id) throw notFound('Booking not found');
  return id;
}
