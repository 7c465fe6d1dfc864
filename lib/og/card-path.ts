import type { Locale } from '@/i18n/routing';

/** What a social card can be of (app/og/[locale]/[kind]/[key]/route.ts). */
export const CARD_KINDS = ['page', 'article', 'project', 'product'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** The address of a subject's social card. */
export function cardPath(locale: Locale, kind: CardKind, key: string): string {
  return `/og/${locale}/${kind}/${encodeURIComponent(key)}.png`;
}
