import { LOCALE_TAGS } from '@/i18n/locales';
import { routing } from '@/i18n/routing';

// Country names in the admin's language (its catalogue is the default locale's), for the VAT
// summary's table and its CSV alike.

const NAMES = new Intl.DisplayNames([LOCALE_TAGS[routing.defaultLocale].intl], { type: 'region', fallback: 'code' });

/** "Germany" of "DE"; a code Intl does not know is given back as it is. */
export function countryName(code: string): string {
  try {
    return NAMES.of(code) ?? code;
  } catch {
    // A malformed code (RangeError): the stored text is still the best name there is.
    return code;
  }
}
