import type { Locale } from '@/i18n/routing';

// Addresses of the preview routes, shared by the admin's buttons and the handlers.

/** Turns draft mode on for the signed-in admin and opens the project page (app/api/admin/preview). */
export function previewAddress(slug: string, locale: Locale, { edits = false } = {}): string {
  const query = new URLSearchParams({ slug, locale, ...(edits ? { edits: '1' } : {}) });
  return `/api/admin/preview?${query}`;
}

/** The preview address in each language: `url` (English) and `url_no`. */
export function previewAddresses(slug: string, options: { edits?: boolean } = {}): { url: string; url_no: string } {
  return { url: previewAddress(slug, 'en', options), url_no: previewAddress(slug, 'no', options) };
}
