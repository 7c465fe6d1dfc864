import { languageLabel } from './language-names';
import type { Locale } from './routing';

// The admin's language is the person's, not the address's: the one chosen in the admin's menu,
// remembered in this browser by a cookie (per person once accounts exist), else the browser's own
// language (./admin-locale-negotiation.ts).

/** The cookie that remembers the admin's language in this browser. */
export const ADMIN_LOCALE_COOKIE = 'admin_locale';

/** A year: a choice of language is not a session. */
const COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** The cookie's `document.cookie` line: the admin's pages only, Secure on HTTPS. */
export function adminLocaleCookie(locale: Locale, secure: boolean): string {
  return `${ADMIN_LOCALE_COOKIE}=${locale}; Path=/admin; Max-Age=${COOKIE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** A language by its own name ("Norsk", "English"), so a person finds theirs whatever the admin speaks now. */
export const ownLanguageName = (locale: Locale): string => languageLabel(locale, locale);
