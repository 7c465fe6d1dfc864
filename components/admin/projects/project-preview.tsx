'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiError, previewProject } from '@/lib/api/admin';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';
import { projectPayload, type ProjectFormValues } from './project-form-values';

type Links = { url: string; url_no: string };

/**
 * The form's Preview: sends the unsaved values (checked like a save) to be kept as the admin's
 * preview, then offers the public page in each language, in draft mode, which only they can see.
 */
export function useProjectPreview(values: ProjectFormValues, checked: (form: HTMLFormElement | null) => boolean) {
  const t = useTranslations('ProjectForm');
  const [busy, setBusy] = useState(false);
  const [links, setLinks] = useState<Links | null>(null);
  const recheckSession = useSessionRecheck();

  /** `form`: where to focus the first empty required field. */
  async function open(form: HTMLFormElement | null) {
    if (busy || !checked(form)) return;
    setBusy(true);
    try {
      setLinks(await previewProject(projectPayload(values)));
    } catch (error) {
      console.error('Failed to prepare the preview', error);
      window.alert(error instanceof ApiError && error.detail ? error.detail : t('previewFailed'));
      recheckSession(error);
    } finally {
      setBusy(false);
    }
  }

  return { busy, links, open };
}

const linkClass = 'font-semibold text-rose-deep underline-offset-4 hover:text-plum hover:underline';

/** The preview's two addresses once prepared; each opens in a new tab. */
export function ProjectPreviewLinks({ links }: { links: Links | null }) {
  const t = useTranslations('ProjectForm');
  if (!links) return null;
  return (
    <p role="status" className="mr-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
      <span>{t('previewReady')}</span>
      <a href={links.url} target="_blank" rel="noopener" className={linkClass}>
        {t('previewEnglish')}
      </a>
      <a href={links.url_no} target="_blank" rel="noopener" className={linkClass}>
        {t('previewNorwegian')}
      </a>
    </p>
  );
}
