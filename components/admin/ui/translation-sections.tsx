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
  note,
  children,
}: {
  id: string;
  /** One text for every section, or one naming each language. */
  lead?: string | ((language: string, fallback: string) => string);
  /** Shown under each section's title: the record's translation status in that language. */
  note?: (locale: Locale, language: string) => ReactNode;
  children: (locale: Locale, language: string) => ReactNode;
}) {
  const t = useTranslations('AdminTranslations');
  return TRANSLATION_LOCALES.map((locale) => {
    const language = languageName(locale);
    const fallback = languageName(DEFAULT_LOCALE);
    return (
      <FormSection
        key={locale}
        id={`${id}-${locale}`}
        title={t('section', { language, fallback })}
        lead={typeof lead === 'function' ? lead(language, fallback) : lead}
        note={note?.(locale, language)}
      >
        {children(locale, language)}
      </FormSection>
    );
  });
}
