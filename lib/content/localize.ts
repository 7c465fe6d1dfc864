import type { Locale } from '@/i18n/routing';

export function pick<T extends string | null>(locale: Locale, english: T, norwegian: string | null | undefined): T | string {
  if (locale === 'no' && norwegian && norwegian.trim() !== '') return norwegian;
  return english;
}
