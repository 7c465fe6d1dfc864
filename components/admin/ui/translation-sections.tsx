'use client';

import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { DEFAULT_LOCALE, TRANSLATION_LOCALES } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { useLanguageName } from '@/components/admin/ui/use-language-name';
import { FormSection } from './form-section';
import { LanguageTabs } from './language-tabs';
import type { TranslationStatusView } from './use-translation-status';

// The default language's texts are the record's own; each other configured language gets a tab.

/**
 * A record form's translations: one section with a tab per translation language (its status on
 * the tab, the record's status note and `children(locale, language)` in its panel). The fields
 * inside are optional: the public site shows the default language's text where one is blank.
 */
export function TranslationSections({
  id,
  translation,
  children,
}: {
  id: string;
  translation: TranslationStatusView;
  children: (locale: Locale, language: string) => ReactNode;
}) {
  const t = useTranslations('AdminTranslations');
  const languageName = useLanguageName();
  const [locale, setLocale] = useState<Locale>(TRANSLATION_LOCALES[0]!);
  const language = languageName(locale);
  return (
    <FormSection id={id} title={t('title')} lead={t('lead', { fallback: languageName(DEFAULT_LOCALE) })}>
      <LanguageTabs selected={locale} onSelect={setLocale} status={translation.status}>
        {translation.note?.(locale, language)}
        <div className="mt-5 space-y-5">{children(locale, language)}</div>
      </LanguageTabs>
    </FormSection>
  );
}
