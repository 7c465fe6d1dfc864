'use client';

import { hasLocale, useLocale } from 'next-intl';
import { routing, type Locale } from '@/i18n/routing';

/**
 * The language the admin is shown in, from next-intl's provider, typed as a configured locale (the
 * provider only ever gets one; next-intl types it as any string).
 */
export function useAdminLocale(): Locale {
  const locale = useLocale();
  return hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
}
