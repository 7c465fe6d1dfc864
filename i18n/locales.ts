import type { Locale } from './routing';

/**
 * Per language: mails and structured data (bokmål 'nb'), Intl, Stripe, Open Graph (`og`);
 * `html` stays 'no', as pages always said. `currency`: what the shop shows and charges on the
 * language's pages (ISO 4217, lower case as Stripe writes it).
 */
export const LOCALE_TAGS = {
  en: { html: 'en', language: 'en', intl: 'en-US', checkout: 'en', og: 'en_US', currency: 'usd' },
  no: { html: 'no', language: 'nb', intl: 'nb-NO', checkout: 'nb', og: 'nb_NO', currency: 'nok' },
} as const satisfies Record<Locale, { html: string; language: string; intl: string; checkout: string; og: string; currency: string }>;
