import type { Locale } from './routing';

/** The Intl (BCP 47) locale each site language formats dates and numbers in: Norwegian is bokmål as written in Norway. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', no: 'nb-NO' };
