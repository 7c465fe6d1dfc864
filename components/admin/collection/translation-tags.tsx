'use client';

import { useTranslations } from 'next-intl';
import type { TranslationStatus } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { RecordTag } from '@/components/admin/ui/record-list';
import { useLanguageName } from '@/components/admin/ui/use-language-name';

/** Beside a record's title, each translation language whose texts are missing ("2 missing in Norwegian") or else outdated. */
export function TranslationTags({ status }: { status: TranslationStatus | undefined }) {
  const t = useTranslations('AdminTranslations');
  const languageName = useLanguageName();
  return Object.entries(status ?? {}).map(([locale, fields]) => {
    const language = languageName(locale as Locale);
    const missing = fields?.missing.length ?? 0;
    const outdated = fields?.outdated.length ?? 0;
    if (missing === 0 && outdated === 0) return null;
    return (
      <RecordTag key={locale} look="untranslated">
        {missing > 0 ? t('rowMissing', { count: missing, language }) : t('rowOutdated', { count: outdated, language })}
      </RecordTag>
    );
  });
}
