import { createFormatter } from 'next-intl';
import { formats } from './formats';
import { LOCALE_TAGS } from './locales';
import type { Locale } from './routing';

/** next-intl's formatter for a site language in a time zone, for helpers and mails outside a request's config. */
export function formatterFor(locale: Locale, timeZone: string) {
  return createFormatter({ locale: LOCALE_TAGS[locale].intl, timeZone, formats });
}
