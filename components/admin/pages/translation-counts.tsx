'use client';

import { useTranslations } from 'next-intl';
import { TRANSLATION_LOCALES, type TranslationStatus } from '@/i18n/localized';
import { useLanguageName } from '@/components/admin/ui/use-language-name';
import { LocaleCount } from '@/components/admin/ui/language-tabs';

/** Per translation language: "Norwegian: Missing 2 Outdated 1", or "Norwegian: Up to date". */
export function TranslationCounts({ status }: { status: TranslationStatus }) {
  const t = useTranslations('AdminPages');
  const languageName = useLanguageName();
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {TRANSLATION_LOCALES.map((locale) =>
        status[locale] ? (
          <li key={locale} className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold text-plum">{t('translationStatus', { language: languageName(locale) })}</span>
            <LocaleCount status={status[locale]} />
          </li>
        ) : null,
      )}
    </ul>
  );
}
