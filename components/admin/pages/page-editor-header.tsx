'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DEFAULT_LOCALE, TRANSLATION_LOCALES } from '@/i18n/localized';
import { fetchVersions, previewAddress, versionsPath, type AdminPage, type PageVersion } from '@/lib/api/admin-pages';
import { pageTitle } from '@/lib/pages/labels';
import { PAGES, type PageKey } from '@/lib/pages/registry';
import { useAdminData } from '@/components/admin/shell/use-admin-data';
import { AdminPageHeader, StatusTag } from '@/components/admin/ui/admin-page-header';
import { FormSection } from '@/components/admin/ui/form-section';
import { primaryButtonClass, secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { useLanguageName } from '@/components/admin/ui/use-language-name';
import { neverWritten, usePageTexts, usePageTime } from './page-texts';
import type { usePageActions } from './use-page-actions';

interface PageEditorHeaderProps {
  pageKey: PageKey;
  page: AdminPage;
  dirty: boolean;
  actions: ReturnType<typeof usePageActions>;
}

/** The editor's title and state (unsaved, unpublished, when published), Preview per language, Versions and Publish. */
export function PageEditorHeader({ pageKey, page, dirty, actions }: PageEditorHeaderProps) {
  const t = useTranslations('AdminPages');
  const texts = usePageTexts();
  const languageName = useLanguageName();
  const time = usePageTime();
  const [versionsOpen, setVersionsOpen] = useState(false);
  const { busy } = actions;
  const status = (
    <>
      {dirty && <StatusTag tone="attention">{t('unsaved')}</StatusTag>}
      <StatusTag tone={page.has_unpublished_changes ? 'attention' : 'done'}>
        {page.has_unpublished_changes ? t('unpublished') : t('live')}
      </StatusTag>
      <span className="text-sm text-muted">
        {neverWritten(page.published_at) ? t('neverEdited') : t('publishedAt', { time: time(page.published_at) })}
      </span>
    </>
  );
  const buttons = (
    <>
      <div className="inline-flex items-center rounded-full border border-plum/20 bg-white text-sm font-semibold">
        <span aria-hidden="true" className="py-2.5 pl-4 pr-1 text-muted">
          {t('preview')}
        </span>
        {[DEFAULT_LOCALE, ...TRANSLATION_LOCALES].map((locale) => (
          <a
            key={locale}
            href={previewAddress(pageKey, locale)}
            target="_blank"
            rel="noopener"
            aria-label={t('previewLabel', { language: languageName(locale) })}
            onClick={actions.preview}
            className="rounded-full px-3 py-2.5 text-plum transition-colors last:pr-4 hover:text-rose-deep"
          >
            {languageName(locale)}
          </a>
        ))}
      </div>
      <button
        type="button"
        aria-expanded={versionsOpen}
        aria-controls="page-versions"
        onClick={() => setVersionsOpen((open) => !open)}
        className={secondaryButtonClass}
      >
        {t('versions')}
      </button>
      {/* Nothing to publish when the site shows the draft already. */}
      <button
        type="button"
        disabled={busy !== null || (!dirty && !page.has_unpublished_changes)}
        onClick={() => void actions.publish()}
        className={primaryButtonClass}
      >
        {busy === 'publish' ? t('publishing') : t('publish')}
      </button>
    </>
  );
  return (
    <AdminPageHeader
      title={pageTitle(texts, pageKey)}
      lead={<span className="font-mono text-sm">{PAGES[pageKey].path}</span>}
      back={{ href: '/admin/pages', label: t('back') }}
      status={status}
      actions={buttons}
    >
      {versionsOpen && (
        <div id="page-versions">
          <VersionsPanel pageKey={pageKey} busy={busy !== null} onRestore={(version) => void actions.restore(version)} />
        </div>
      )}
    </AdminPageHeader>
  );
}

/** The page's published versions, newest (the one on the site) first, each with "Restore as draft". */
function VersionsPanel({ pageKey, busy, onRestore }: { pageKey: PageKey; busy: boolean; onRestore: (version: PageVersion) => void }) {
  const t = useTranslations('AdminPages');
  const time = usePageTime();
  const { data, error, isLoading } = useAdminData(versionsPath(pageKey), () => fetchVersions(pageKey), 'the versions');
  return (
    <FormSection id="page-versions-title" title={t('versionsTitle')} lead={t('versionsLead')} heading="h2">
      {isLoading ? (
        <p role="status" className="text-sm text-muted">
          {t('versionsLoading')}
        </p>
      ) : error && !data ? (
        <p role="alert" className="text-sm text-rose-deep">
          {t('versionsFailed')}
        </p>
      ) : data?.length ? (
        <ol className="divide-y divide-plum/10">
          {data.map((version, index) => {
            // The texts the site had before anything was published from the admin.
            const original = neverWritten(version.published_at);
            const when = original ? t('originalVersion') : time(version.published_at);
            return (
              <li key={version.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
                <span className="flex flex-wrap items-center gap-2 text-sm text-ink">
                  {original ? <span>{when}</span> : <time dateTime={version.published_at}>{when}</time>}
                  {version.published_by && <span className="text-muted">{t('publishedBy', { person: version.published_by })}</span>}
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
        <p className="text-sm text-muted">{t('noVersions')}</p>
      )}
    </FormSection>
  );
}
