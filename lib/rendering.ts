import { routing } from '@/i18n/routing';

// Rendered at their first visit, not in `next build`, so the build never opens the database (one process per PGlite folder).
export function renderOnFirstVisit(): { locale: string }[] {
  return [];
}

export function prerenderEveryLocale(): { locale: string }[] {
  return routing.locales.map((locale) => ({ locale }));
}
