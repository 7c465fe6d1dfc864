import type { Locale } from './routing';

/**
 * What each site language is called outside the site's addresses: the BCP 47 language tag of
 * mails and structured data (Norwegian is bokmål, 'nb'), the Intl locale that dates and amounts
 * are formatted in, and Stripe Checkout's language code; `html` is the pages' <html lang>, the
 * site locale itself ('no', as the pages have always said and the end-to-end tests expect).
 */
export const LOCALE_TAGS = {
  en: { html: 'en', language: 'en', intl: 'en-US', checkout: 'en' },
  no: { html: 'no', language: 'nb', intl: 'nb-NO', checkout: 'nb' },
} as const satisfies Record<Locale, { html: string; language: string; intl: string; checkout: string }>;
