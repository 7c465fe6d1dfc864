// The site's languages, read from i18n/routing.ts (Node 22.18 and later strip its types), with the
// path prefix each is served under: none for the default language (`localePrefix: 'as-needed'`).
import { routing } from '../i18n/routing.ts';

export const DEFAULT_LOCALE = routing.defaultLocale;
export const LOCALE_PREFIXES = routing.locales.map((locale) => ({ locale, prefix: locale === DEFAULT_LOCALE ? '' : `/${locale}` }));
