'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DEFAULT_LOCALE, TRANSLATION_LOCALES } from '@/i18n/localized';
import { useLanguageName } from '@/components/admin/ui/use-language-name';
import type { Locale } from '@/i18n/routing';
import { previewAddress, type AdminPage } from '@/lib/api/admin-pages';
import { pageTitle } from '@/lib/pages/labels';
import { PAGES, type PageKey } from '@/lib/pages/registry';
import { AdminPageHeader, StatusTag } from '@/components/admin/ui/admin-page-header';
import { primaryButtonClass, secondaryButtonClass } from '@/components/admin/ui/field-styles';
import type { usePageActions } from './use-page-actions';
import { neverWritten, usePageTime } from './use-page-time';
import { usePageTexts } from './use-page-texts';
import { VersionsPanel } from './versions-panel';

const LOCALES: readonly Locale[] = [DEFAULT_LOCALE, ...TRANSLATION_LOCALES];

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
      {page.has_unpublished_changes ? (
        <StatusTag tone="attention">{t('unpublished')}</StatusTag>
      ) : (
        <StatusTag tone="done">{t('live')}</StatusTag>
      )}
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
        {LOCALES.map((locale) => {
          const language = languageName(locale);
          return (
            <a
              key={locale}
              href={previewAddress(pageKey, locale)}
              target="_blank"
              rel="noopener"
              aria-label={t('previewLabel', { language })}
              onClick={actions.preview}
              className="rounded-full px-3 py-2.5 text-plum transition-colors last:pr-4 hover:text-rose-deep"
            >
              {language}
            </a>
          );
        })}
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
        <VersionsPanel id="page-versions" pageKey={pageKey} busy={busy !== null} onRestore={(version) => void actions.restore(version)} />
      )}
    </AdminPageHeader>
  );
}
