import type { Locale } from '@/i18n/routing';

/** The address of a subject's social card (app/og/[locale]/[kind]/[key]/route.ts). */
export function cardPath(locale: Locale, kind: 'page' | 'article' | 'project' | 'product', key: string): string {
  return `/og/${locale}/${kind}/${encodeURIComponent(key)}.png`;
}
