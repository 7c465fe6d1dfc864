import { DEFAULT_LOCALE, TRANSLATION_LOCALES, type FlatTranslations } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';

/** The preview's address per language: `url` in the default language, `url_<locale>` for each other. */
export type PreviewAddresses = { url: string } & FlatTranslations<'url', string>;

export function previewAddress(slug: string, locale: Locale, { edits = false } = {}): string {
  const query = new URLSearchParams({ slug, locale, ...(edits ? { edits: '1' } : {}) });
  return `/api/admin/preview?${query}`;
}

export function previewAddresses(slug: string, options: { edits?: boolean } = {}): PreviewAddresses {
  const translations = TRANSLATION_LOCALES.map((locale) => [`url_${locale}`, previewAddress(slug, locale, options)]);
  return { url: previewAddress(slug, DEFAULT_LOCALE, options), ...Object.fromEntries(translations) } as PreviewAddresses;
}
