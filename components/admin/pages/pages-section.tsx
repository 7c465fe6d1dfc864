'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { TRANSLATION_LOCALES } from '@/i18n/localized';
import { fetchAdminPages, PAGES_PATH } from '@/lib/api/admin-pages';
import { pageTitle } from '@/lib/pages/labels';
import { AdminPageHeader, StatusTag } from '@/components/admin/ui/admin-page-header';
import { LocaleCount } from '@/components/admin/ui/language-tabs';
import { Loaded } from '@/components/admin/ui/loaded';
import { useLanguageName } from '@/components/admin/ui/use-language-name';
import { useAdminData } from '@/components/admin/shell/use-admin-data';
import { neverWritten, usePageTexts, usePageTime } from './page-texts';

/** /admin/pages: the pages the studio writes, each with its state and translation status, leading to its editor. */
export function PagesSection() {
  const t = useTranslations('AdminPages');
  const texts = usePageTexts();
  const time = usePageTime();
  const languageName = useLanguageName();
  const pages = useAdminData(PAGES_PATH, fetchAdminPages, 'pages');
  return (
    <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
      <AdminPageHeader title={t('title')} lead={t('lead')} />
      <Loaded state={pages} namespace="AdminPages">
        {(list) => (
          <ul aria-label={t('listLabel')} className="grid gap-4 md:grid-cols-2">
            {list.map((page) => (
              <li key={page.key}>
                {/* The whole card is the link's target (its ::after covers it); the title alone names it. */}
                <article className="relative flex h-full flex-col gap-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-plum/5 transition-shadow focus-within:ring-2 focus-within:ring-rose-deep hover:shadow-md sm:p-6">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                    <h2 className="text-xl">
                      <Link
                        href={`/admin/pages/${page.key}`}
                        className="outline-none after:absolute after:inset-0 after:rounded-3xl hover:text-rose-deep"
                      >
                        {pageTitle(texts, page.key)}
                      </Link>
                    </h2>
                    <span className="font-mono text-xs text-muted">{page.path}</span>
                  </div>
                  <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
                    {page.has_unpublished_changes && <StatusTag tone="attention">{t('unpublished')}</StatusTag>}
                    <span>{neverWritten(page.published_at) ? t('neverEdited') : t('publishedAt', { time: time(page.published_at) })}</span>
                  </div>
                  {/* Per translation language: "Norwegian: Missing 2 Outdated 1", or "Norwegian: Up to date". */}
                  <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                    {TRANSLATION_LOCALES.filter((locale) => page.translation_status[locale]).map((locale) => (
                      <li key={locale} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                        <span className="font-semibold text-plum">{t('translationStatus', { language: languageName(locale) })}</span>
                        <LocaleCount status={page.translation_status[locale]} />
                      </li>
                    ))}
                  </ul>
                </article>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </main>
  );
}
