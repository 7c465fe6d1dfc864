import type { Locale } from '@/i18n/routing';

export function previewAddress(slug: string, locale: Locale, { edits = false } = {}): string {
  const query = new URLSearchParams({ slug, locale, ...(edits ? { edits: '1' } : {}) });
  return `/api/admin/preview?${query}`;
}

export function previewAddresses(slug: string, options: { edits?: boolean } = {}): { url: string; url_no: string } {
  return { url: previewAddress(slug, 'en', options), url_no: previewAddress(slug, 'no', options) };
}
