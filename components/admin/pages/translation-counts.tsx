'use client';

import { useTranslations } from 'next-intl';
import { TRANSLATION_LOCALES, type TranslationStatus } from '@/i18n/localized';
import { languageName } from '@/i18n/language-names';

/** Per translation language: "Missing 2", "Outdated 1", or "Up to date". */
export function TranslationCounts({ status }: { status: TranslationStatus }) {
  const t = useTranslations('AdminPages');
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {TRANSLATION_LOCALES.map((locale) => {
        const fields = status[locale];
        if (!fields) return null;
        const { missing, outdated } = fields;
        return (
          <li key={locale} className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold text-plum">{t('translationStatus', { language: languageName(locale) })}</span>
            {missing.length + outdated.length === 0 ? (
              <span className="text-emerald-800">{t('upToDate')}</span>
            ) : (
              <>
                {missing.length > 0 && <span className="text-rose-deep">{t('missingCount', { count: missing.length })}</span>}
                {outdated.length > 0 && <span className="text-amber-800">{t('outdatedCount', { count: outdated.length })}</span>}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
