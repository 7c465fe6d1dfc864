'use client';

import { useLocale } from 'next-intl';
import { languageLabel, languageName } from '@/i18n/language-names';
import type { Locale } from '@/i18n/routing';

/** Names a language in the admin's language, as running text writes it ("norsk" in Norwegian). */
export function useLanguageName(): (locale: string) => string {
  const inLanguage = useLocale() as Locale;
  return (locale) => languageName(locale, inLanguage);
}

/** Names a language in the admin's language as a label on its own ("Norsk"). */
export function useLanguageLabel(): (locale: string) => string {
  const inLanguage = useLocale() as Locale;
  return (locale) => languageLabel(locale, inLanguage);
}
