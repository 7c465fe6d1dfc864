import type { Locale } from '@/i18n/routing';

/** The Norwegian value when the visitor reads Norwegian and one exists, else the English one. */
export function pick<T extends string | null>(locale: Locale, english: T, norwegian: string | null | undefined): T | string {
  if (locale === 'no' && norwegian && norwegian.trim() !== '') return norwegian;
  return english;
}
