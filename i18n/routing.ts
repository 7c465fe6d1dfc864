import { defineRouting } from 'next-intl/routing';

// The default language: every other one's texts fall back to it.
const defaultLocale = 'en';

export const routing = defineRouting({
  locales: ['en', 'no'],
  defaultLocale,
  localePrefix: 'as-needed',
  // Google's guidance: never redirect by browser language; visitors switch themselves.
  localeDetection: false,
  localeCookie: false,
  // hreflang alternates come from page metadata, built from the configured SITE_URL.
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];
export type DefaultLocale = typeof defaultLocale;
