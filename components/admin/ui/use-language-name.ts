'use client';

import { languageLabel, languageName } from '@/i18n/language-names';
import { useAdminLocale } from './use-admin-locale';

/** Names a language in the admin's language, as running text writes it ("norsk" in Norwegian). */
export function useLanguageName(): (locale: string) => string {
  const inLanguage = useAdminLocale();
  return (locale) => languageName(locale, inLanguage);
}

/** Names a language in the admin's language as a label on its own ("Norsk"). */
export function useLanguageLabel(): (locale: string) => string {
  const inLanguage = useAdminLocale();
  return (locale) => languageLabel(locale, inLanguage);
}
