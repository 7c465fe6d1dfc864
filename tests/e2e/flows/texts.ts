import { createTranslator } from 'use-intl/core';
import { languageLabel, languageName } from '@/i18n/language-names';
import { routing, type Locale } from '@/i18n/routing';
import { adminCatalogueNow } from '../../support/admin-catalogue';

// The admin's words in one of its languages, read from its message files as the app reads them,
// so a flow finds each control and toast by what that language calls it: a screen in the other
// language, or a key the catalogue lacks, fails the flow where it happens.

export interface AdminTexts {
  locale: Locale;
  /** A message by its full key ('ProjectForm.created'), its arguments filled in. */
  t: (key: string, values?: Record<string, string | number>) => string;
  /** A language as a label on its own in this admin's language ("Norsk", "Norwegian"). */
  languageLabel: (of: Locale) => string;
  /** The same as running text writes it ("norsk"), as a translation's label does. */
  languageName: (of: Locale) => string;
}

const cache = new Map<Locale, AdminTexts>();

export function adminTexts(locale: Locale): AdminTexts {
  let texts = cache.get(locale);
  if (!texts) {
    const translate = createTranslator({ locale, messages: adminCatalogueNow(locale) as never });
    texts = {
      locale,
      t: (key, values) => translate(key as never, values as never),
      languageLabel: (of) => languageLabel(of, locale),
      languageName: (of) => languageName(of, locale),
    };
    cache.set(locale, texts);
  }
  return texts;
}

/** Every language the admin speaks: each configured one, with its folder of texts (tests/unit/admin-catalogue.test.ts). */
export const ADMIN_LOCALES: readonly Locale[] = routing.locales;

/** `text` with the characters a regular expression reads escaped. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern that matches `text` whole, as written. */
export const exactly = (text: string) => new RegExp(`^${escapeRegExp(text)}$`);
