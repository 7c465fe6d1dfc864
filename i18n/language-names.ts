import { hasLocale } from 'next-intl';
import { routing } from './routing';

// Languages are named by Intl in the site's default language (the admin's and the studio's mails'),
// so a language added to the routing list needs no names written for it.
const names = new Intl.DisplayNames([routing.defaultLocale], { type: 'language' });

/** "Norwegian" for a configured locale code; any other stored code as it is. */
export const languageName = (locale: string): string => (hasLocale(routing.locales, locale) ? (names.of(locale) ?? locale) : locale);
