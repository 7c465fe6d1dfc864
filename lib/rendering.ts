import { routing } from '@/i18n/routing';

// Pages that read the database are rendered on their first visit, then served from Next's cache
// until an admin write revalidates their tags. They are not rendered during `next build`, which
// therefore never opens the database (a PGlite folder may only be opened by one process).
export function renderOnFirstVisit(): { locale: string }[] {
  return [];
}

/** Pages without database content: prerendered at build time in every locale. */
export function prerenderEveryLocale(): { locale: string }[] {
  return routing.locales.map((locale) => ({ locale }));
}
