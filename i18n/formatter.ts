import { createFormatter } from 'next-intl';
import { formats } from './formats';
import { LOCALE_TAGS } from './locales';
import type { Locale } from './routing';

type Formatter = ReturnType<typeof createFormatter>;

// By language and zone: callers pass fixed zones, so a handful of entries.
const formatters = new Map<string, Formatter>();

/** next-intl's formatter for a site language in a time zone, for helpers and mails outside a request's config. */
export function formatterFor(locale: Locale, timeZone: string): Formatter {
  const key = `${locale} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = createFormatter({ locale: LOCALE_TAGS[locale].intl, timeZone, formats });
    formatters.set(key, formatter);
  }
  return formatter;
}
