import 'server-only';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { getEnv } from '@/lib/env';
import { notFound } from '@/lib/http/responses';
import { signId, verifiedId } from '@/lib/security/signed-id';

// The visitor's links to her booking, signed like download links: no account, no guessing.

const PURPOSE = 'booking';

export const bookingToken = (bookingId: string) => signId(PURPOSE, bookingId);
export const bookingIdOf = (token: string) => verifiedId(PURPOSE, token);

export const manageUrl = (bookingId: string, locale: Locale) =>
  `${getEnv().SITE_URL}${localizedPath(`/book/manage/${bookingToken(bookingId)}`, locale)}`;

export const bookAgainUrl = (locale: Locale) => `${getEnv().SITE_URL}${localizedPath('/book', locale)}`;

/** The booking a signed link points at; a forged token is a 404 before any database read. */
export function requireBookingId(token: string): string {
  const id = bookingIdOf(token);
  if (!id) throw notFound('Booking not found');
  return id;
}
