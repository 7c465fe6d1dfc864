'use client';

import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { TRANSLATION_LOCALES, type TranslationStatus } from '@/i18n/localized';
import { languageName } from '@/i18n/language-names';
import { pagePath, type AdminPage } from '@/lib/api/admin-pages';
import { pageFieldLabel } from '@/lib/pages/labels';
import type { PageKey } from '@/lib/pages/registry';
import { TranslationStatusNote } from '@/components/admin/ui/translation-status-note';
import { TranslationCounts } from './translation-counts';

/**
 * The page's translation status per language, fields named as the form labels them
 * ("Packages › branding › Title"), with "Mark <language> as checked" while something is outdated.
 * It is of the saved draft: the server computes it when the draft is saved.
 */
export function PageTranslations({ pageKey, status }: { pageKey: PageKey; status: TranslationStatus }) {
  const t = useTranslations('AdminPages');
  const { mutate } = useSWRConfig();
  const labelOf = (path: string) => pageFieldLabel(pageKey, path);
  const checked = (next: TranslationStatus) =>
    void mutate<AdminPage>(pagePath(pageKey), (page) => page && { ...page, translation_status: next }, { revalidate: false });
  const locales = TRANSLATION_LOCALES.filter((locale) => status[locale]);
  if (locales.length === 0) return null;
  // Nothing to do: a line, not a section.
  if (locales.every((locale) => status[locale]!.missing.length + status[locale]!.outdated.length === 0))
    return <TranslationCounts status={status} />;
  return (
    <section aria-labelledby="page-translations-title" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-plum/5 sm:p-6">
      <h2 id="page-translations-title" className="text-lg">
        {t('translations')}
      </h2>
      {locales.map((locale) => {
        const language = languageName(locale);
        return (
          <div key={locale} className="mt-3 flex flex-col gap-1 sm:flex-row sm:items-start sm:gap-4">
            <p className="shrink-0 pt-4 text-sm font-semibold text-plum sm:w-28">{language}</p>
            <div className="min-w-0 flex-1">
              <TranslationStatusNote
                kind="pages"
                id={pageKey}
                locale={locale}
                language={language}
                status={status[locale]!}
                labelOf={labelOf}
                onChecked={checked}
                markLabel={t('markChecked', { language })}
              />
            </div>
          </div>
        );
      })}
    </section>
  );
}
