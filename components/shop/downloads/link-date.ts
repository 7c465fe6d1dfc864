import { formatterFor } from '@/i18n/formatter';
import type { Locale } from '@/i18n/routing';
import { STUDIO_TIME_ZONE } from '@/lib/site';

/**
 * The day a download link ends, in the long form of the page's language ('July 12, 2025',
 * '12. juli 2025'). In the studio's time zone, so every buyer reads the same day.
 */
export function formatLinkDate(date: Date, locale: Locale): string {
  return formatterFor(locale, STUDIO_TIME_ZONE).dateTime(date, 'long');
}
