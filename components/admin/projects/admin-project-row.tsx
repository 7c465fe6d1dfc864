'use client';

import { useTranslations } from 'next-intl';
import { projectHref } from '@/i18n/paths';
import type { AdminProject } from '@/lib/projects/input';
import { previewAddress } from '@/lib/projects/preview-urls';
import { DEFAULT_LOCALE } from '@/components/admin/ui/localized-values';
import { RecordRow, RecordTag } from '@/components/admin/ui/record-list';
import { RowMenu, type RowMenuItem } from '@/components/admin/ui/row-menu';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';
import { cardDate, cardImage, cardTitle } from './project-display';

interface AdminProjectRowProps {
  project: AdminProject;
  onEdit: (project: AdminProject) => void;
  onDelete: (project: AdminProject) => void;
}

/** One project in the Projects section's list, with Edit, View (Preview for a draft) and Delete in its menu. */
export function AdminProjectRow({ project, onEdit, onDelete }: AdminProjectRowProps) {
  const t = useTranslations('AdminDashboard');
  const form = useTranslations('ProjectForm');
  const locale = useAdminLocale();
  const isDraft = project.status === 'draft';
  const title = cardTitle(project);
  // The category is stored by its English name: shown by the form's name for it in the admin's language.
  const categoryKey = `options.category.${project.category}`;
  const category = form.has(categoryKey) ? form(categoryKey) : project.category;
  const client = project.client_name ? t('client', { name: project.client_name }) : t('clientUnknown');
  const items: RowMenuItem[] = [
    { text: t('edit'), label: t('editLabel', { title }), onSelect: () => onEdit(project) },
    // A draft has no public page: the admin sees it in preview (draft mode) instead.
    isDraft
      ? { text: t('preview'), label: t('previewLabel', { title }), href: previewAddress(project.slug, DEFAULT_LOCALE), rel: 'noopener' }
      : { text: t('view'), label: t('viewLabel', { title }), href: projectHref(project) },
    { text: t('deleteText'), label: t('delete', { title }), danger: true, onSelect: () => onDelete(project) },
  ];
  return (
    <RecordRow
      image={cardImage(project)}
      title={title}
      titleLang={DEFAULT_LOCALE}
      tags={
        <>
          {isDraft && <RecordTag look="draft">{t('draft')}</RecordTag>}
          {project.featured && <RecordTag look="featured">{t('featured')}</RecordTag>}
        </>
      }
      details={
        <>
          {category}
          {/* The client has a column of its own on a wide screen. */}
          <span className="md:hidden">
            {' · '}
            <span>{client}</span>
          </span>
        </>
      }
      extra={project.client_name || '—'}
      figure={cardDate(project, locale) ?? t('dateUnknown')}
      menu={<RowMenu label={t('actionsLabel', { title })} items={items} />}
    />
  );
}
