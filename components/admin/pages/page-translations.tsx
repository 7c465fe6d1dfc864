'use client';

import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { DEFAULT_LOCALE, type TranslationStatus } from '@/i18n/localized';
import { useLanguageName } from '@/components/admin/ui/use-language-name';
import type { Locale } from '@/i18n/routing';
import { pagePath, type AdminPage } from '@/lib/api/admin-pages';
import { pageFieldLabel } from '@/lib/pages/labels';
import type { PageKey } from '@/lib/pages/registry';
import { LanguageTabs } from '@/components/admin/ui/language-tabs';
import { TranslationStatusNote } from '@/components/admin/ui/translation-status-note';
import { usePageTexts } from './use-page-texts';

/**
 * The page's translation languages as tabs: the chosen one is shown beside the default language in
 * every field below, and its panel lists what is missing or outdated, fields named as the form
 * labels them ("Packages › branding › Title"), with "Mark <language> as checked" while something
 * is outdated. The status is of the saved draft: the server computes it when the draft is saved.
 */
export function PageTranslations({
  pageKey,
  status,
  language,
  onLanguage,
}: {
  pageKey: PageKey;
  status: TranslationStatus;
  language: Locale;
  onLanguage: (locale: Locale) => void;
}) {
  const t = useTranslations('AdminPages');
  const texts = usePageTexts();
  const languageName = useLanguageName();
  const { mutate } = useSWRConfig();
  const labelOf = (path: string) => pageFieldLabel(texts, pageKey, path);
  const checked = (next: TranslationStatus) =>
    void mutate<AdminPage>(pagePath(pageKey), (page) => page && { ...page, translation_status: next }, { revalidate: false });
  const name = languageName(language);
  return (
    <section aria-labelledby="page-translations-title" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-plum/5 sm:p-6">
      <h2 id="page-translations-title" className="text-lg">
        {t('translations')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('translationsLead', { fallback: languageName(DEFAULT_LOCALE) })}</p>
      <div className="mt-4">
        <LanguageTabs selected={language} onSelect={onLanguage} status={status}>
          {status[language] && (
            <TranslationStatusNote
              kind="pages"
              id={pageKey}
              locale={language}
              language={name}
              status={status[language]}
              labelOf={labelOf}
              onChecked={checked}
              markLabel={t('markChecked', { language: name })}
            />
          )}
        </LanguageTabs>
      </div>
    </section>
  );
}
