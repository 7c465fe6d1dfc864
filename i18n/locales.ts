import type { Locale } from './routing';

/** Per language: mails and structured data (bokmål 'nb'), Intl, Stripe; `html` stays 'no', as pages always said. */
export const LOCALE_TAGS = {
  en: { html: 'en', language: 'en', intl: 'en-US', checkout: 'en' },
  no: { html: 'no', language: 'nb', intl: 'nb-NO', checkout: 'nb' },
} as const satisfies Record<Locale, { html: string; language: string; intl: string; checkout: string }>;
