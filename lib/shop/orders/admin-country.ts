import { routing, type Locale } from '@/i18n/routing';
import { displayNames } from '@/lib/admin/intl-formatters';

// Country names in the admin's language for the VAT summary's table; the CSV and workbook, whose
// headers are the default language's, name them in it too.

/** "Germany" of "DE" ("Tyskland" in Norwegian); a code Intl does not know is given back as it is. */
export function countryName(code: string, locale: Locale = routing.defaultLocale): string {
  try {
    return displayNames(locale, { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    // A malformed code (RangeError): the stored text is still the best name there is.
    return code;
  }
}
