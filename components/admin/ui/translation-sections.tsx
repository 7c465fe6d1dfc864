'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { DEFAULT_LOCALE, TRANSLATION_LOCALES } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { FormSection } from './form-section';

// The admin is in the default language; each other configured language gets a section of its own
// in a form, named by the browser's Intl (so a new language needs no admin texts).
const names = new Intl.DisplayNames([DEFAULT_LOCALE], { type: 'language' });

/** A language's name in the admin's language: "Norwegian" for `no`. */
export const languageName = (locale: Locale): string => names.of(locale) ?? locale;

/**
 * One form section per translation language, each rendering `children(locale, language)`; the
 * fields inside are optional, the public site shows the default language's text where one is blank.
 */
export function TranslationSections({ id, lead, children }: { id: string; lead?: string; children: (locale: Locale, language: string) => ReactNode }) {
  const t = useTranslations('AdminShell');
  return TRANSLATION_LOCALES.map((locale) => {
    const language = languageName(locale);
    return (
      <FormSection key={locale} id={`${id}-${locale}`} title={t('translationSection', { language, fallback: languageName(DEFAULT_LOCALE) })} lead={lead}>
        {children(locale, language)}
      </FormSection>
    );
  });
}
