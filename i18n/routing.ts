import { defineRouting } from 'next-intl/routing';

export const routing = defineRouting({
  locales: ['en', 'no'],
  defaultLocale: 'en',
  localePrefix: 'as-needed',
  // Google's guidance: never redirect by browser language; visitors switch themselves.
  localeDetection: false,
  localeCookie: false,
  // hreflang alternates come from page metadata, built from the configured SITE_URL.
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];
