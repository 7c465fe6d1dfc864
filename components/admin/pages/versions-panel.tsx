'use client';

import { useTranslations } from 'next-intl';
import type { PageVersion } from '@/lib/api/admin-pages';
import type { PageKey } from '@/lib/pages/registry';
import { StatusTag } from '@/components/admin/ui/admin-page-header';
import { secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { usePageVersions } from './use-admin-pages';
import { neverWritten, usePageTime } from './use-page-time';

interface VersionsPanelProps {
  id: string;
  pageKey: PageKey;
  busy: boolean;
  onRestore: (version: PageVersion) => void;
}

/** The page's published versions, newest (the one on the site) first, each with "Restore as draft". */
export function VersionsPanel({ id, pageKey, busy, onRestore }: VersionsPanelProps) {
  const t = useTranslations('AdminPages');
  const time = usePageTime();
  const { data, error, isLoading } = usePageVersions(pageKey, true);
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-plum/5 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg">
        {t('versionsTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('versionsLead')}</p>
      {isLoading ? (
        <p role="status" className="mt-4 text-sm text-muted">
          {t('versionsLoading')}
        </p>
      ) : error && !data ? (
        <p role="alert" className="mt-4 text-sm text-rose-deep">
          {t('versionsFailed')}
        </p>
      ) : data?.length ? (
        <ol className="mt-4 divide-y divide-plum/10">
          {data.map((version, index) => {
            // The texts the site had before anything was published from the admin.
            const when = neverWritten(version.published_at) ? t('originalVersion') : time(version.published_at);
            return (
              <li key={version.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
                <span className="flex flex-wrap items-center gap-2 text-sm text-ink">
                  {neverWritten(version.published_at) ? <span>{when}</span> : <time dateTime={version.published_at}>{when}</time>}
                  {index === 0 && <StatusTag tone="done">{t('onSite')}</StatusTag>}
                </span>
                <button type="button" disabled={busy} onClick={() => onRestore(version)} className={`${secondaryButtonClass} px-4 py-2`}>
                  {t('restore')} <span className="sr-only">{t('versionOf', { time: when })}</span>
                </button>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="mt-4 text-sm text-muted">{t('noVersions')}</p>
      )}
    </section>
  );
}
