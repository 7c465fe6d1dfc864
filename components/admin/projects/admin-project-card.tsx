'use client';

import { useTranslations } from 'next-intl';
import { projectHref } from '@/i18n/paths';
import type { AdminProject } from '@/lib/projects/input';
import { previewAddress } from '@/lib/projects/preview-urls';
import { DEFAULT_LOCALE } from '@/components/admin/ui/localized-values';
import { cardDate, cardImage, cardSummary, cardTitle } from './project-display';
import { DeleteButton } from '@/components/admin/ui/delete-button';

interface AdminProjectCardProps {
  project: AdminProject;
  onEdit: (project: AdminProject) => void;
  onDelete: (project: AdminProject) => void;
}

const actionClass =
  'inline-flex items-center justify-center gap-1.5 rounded-full border border-plum/15 px-4 py-2 text-sm font-semibold text-plum transition-colors hover:border-rose-deep hover:text-rose-deep';

/** One project on the dashboard, with View (Preview for a draft), Edit and Delete. */
export function AdminProjectCard({ project, onEdit, onDelete }: AdminProjectCardProps) {
  const t = useTranslations('AdminDashboard');
  const image = cardImage(project);
  const date = cardDate(project);
  const isDraft = project.status === 'draft';
  const title = cardTitle(project);
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-plum/5">
      <div className="relative aspect-[16/10] bg-blush">
        {image && (
          // Uploaded images are served by our own route at their final size; the optimizer adds nothing here.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={image} alt="" loading="lazy" className="size-full object-cover" />
        )}
        <div className="absolute left-3 top-3 flex gap-2">
          {isDraft && (
            <span className="rounded-full bg-white px-3 py-1 text-xs font-semibold uppercase tracking-wider text-plum shadow-sm">
              {t('draft')}
            </span>
          )}
          {project.featured && (
            <span className="rounded-full bg-rose-deep px-3 py-1 text-xs font-semibold uppercase tracking-wider text-white">
              {t('featured')}
            </span>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold uppercase tracking-widest text-rose-deep">{project.category}</p>
        <h3 className="text-xl leading-snug">{title}</h3>
        <p className="line-clamp-3 text-sm leading-relaxed text-muted">{cardSummary(project)}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-1 pt-3 text-sm text-ink">
          <span>{project.client_name ? t('client', { name: project.client_name }) : t('clientUnknown')}</span>
          <span className="text-muted">{date ?? t('dateUnknown')}</span>
        </div>
      </div>
      <div className="flex items-center gap-2 border-t border-plum/5 px-5 py-4">
        {/* A draft has no public page: the admin sees it in preview (draft mode) instead. */}
        {isDraft ? (
          <a
            href={previewAddress(project.slug, DEFAULT_LOCALE)}
            target="_blank"
            rel="noopener"
            aria-label={t('previewLabel', { title })}
            className={actionClass}
          >
            {t('preview')}
          </a>
        ) : (
          <a
            href={projectHref(project)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('viewLabel', { title })}
            className={actionClass}
          >
            {t('view')}
          </a>
        )}
        <button type="button" onClick={() => onEdit(project)} aria-label={t('editLabel', { title })} className={actionClass}>
          {t('edit')}
        </button>
        <DeleteButton label={t('delete', { title })} onClick={() => onDelete(project)} className="ml-auto" />
      </div>
    </article>
  );
}
