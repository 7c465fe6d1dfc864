'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { AdminPageSummary } from '@/lib/api/admin-pages';
import { AdminPageHeader, StatusTag } from '@/components/admin/ui/admin-page-header';
import { Spinner } from '@/components/admin/ui/spinner';
import { pageTitle } from '@/lib/pages/labels';
import { TranslationCounts } from './translation-counts';
import { useAdminPages } from './use-admin-pages';
import { neverWritten, usePageTime } from './use-page-time';
import { usePageTexts } from './use-page-texts';
import { LoadFailed } from '@/components/admin/ui/load-failed';

/** /admin/pages: the pages the studio writes, each with its state, leading to its editor. */
export function PagesSection() {
  const t = useTranslations('AdminPages');
  const { data, error, isLoading, mutate } = useAdminPages();
  return (
    <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
      <AdminPageHeader title={t('title')} lead={t('lead')} />
      {isLoading && data === undefined ? (
        <Spinner label={t('loading')} />
      ) : error && !data ? (
        <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={() => void mutate()} />
      ) : (
        <ul aria-label={t('listLabel')} className="grid gap-4 md:grid-cols-2">
          {data?.map((page) => (
            <li key={page.key}>
              <PageRow page={page} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

function PageRow({ page }: { page: AdminPageSummary }) {
  const t = useTranslations('AdminPages');
  const texts = usePageTexts();
  const time = usePageTime();
  return (
    // The whole card is the link's target (its ::after covers it); the title alone names it.
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
      <TranslationCounts status={page.translation_status} />
    </article>
  );
}
