import { INTL_LOCALES } from '@/i18n/intl-locale';
import type { Locale } from '@/i18n/routing';

/**
 * The day a download link ends, in the long form of the page's language ('July 12, 2025',
 * '12. juli 2025'). In the studio's time zone, so every buyer reads the same day.
 */
export function formatLinkDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'long', timeZone: 'Europe/Oslo' }).format(date);
}
