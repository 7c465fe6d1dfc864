'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { DEFAULT_LOCALE, TRANSLATION_LOCALES } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { languageName } from '@/i18n/language-names';
import { FormSection } from './form-section';

// The admin is in the default language; each other configured language gets a section of its own.
export { languageName };

/**
 * One form section per translation language, each rendering `children(locale, language)`; the
 * fields inside are optional, the public site shows the default language's text where one is blank.
 */
export function TranslationSections({
  id,
  lead,
  children,
}: {
  id: string;
  /** One text for every section, or one naming each language. */
  lead?: string | ((language: string, fallback: string) => string);
  children: (locale: Locale, language: string) => ReactNode;
}) {
  const t = useTranslations('AdminShell');
  return TRANSLATION_LOCALES.map((locale) => {
    const language = languageName(locale);
    const fallback = languageName(DEFAULT_LOCALE);
    return (
      <FormSection
        key={locale}
        id={`${id}-${locale}`}
        title={t('translationSection', { language, fallback })}
        lead={typeof lead === 'function' ? lead(language, fallback) : lead}
      >
        {children(locale, language)}
      </FormSection>
    );
  });
}
