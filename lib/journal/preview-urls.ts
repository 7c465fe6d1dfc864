import type { Locale } from '@/i18n/routing';

/** Opens an article as saved, whatever its state, in preview (draft mode) in `locale` (app/api/admin/preview). */
export function articlePreviewAddress(slug: string, locale: Locale): string {
  return `/api/admin/preview?${new URLSearchParams({ article: slug, locale })}`;
}
