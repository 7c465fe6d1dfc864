'use client';

import { useTranslations } from 'next-intl';
import { projectHref } from '@/i18n/paths';
import { deleteProject, listAdminProjects } from '@/lib/api/admin';
import { PROJECTS_KEY } from '@/lib/api/admin-keys';
import { projectDescription } from '@/lib/projects/fields';
import type { AdminProject } from '@/lib/projects/input';
import { previewAddress } from '@/lib/projects/preview-urls';
import { CollectionSection, type Collection } from '@/components/admin/collection/collection-section';
import { useRecordText } from '@/components/admin/collection/field-cell';
import { useAdminData } from '@/components/admin/shell/use-admin-data';
import { lazyFormModal } from '@/components/admin/ui/lazy-form-modal';
import { DEFAULT_LOCALE } from '@/components/admin/ui/localized-values';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';
import { cardDate, cardImage, cardTitle } from './project-display';

const loadForm = () => import('./project-form').then((module) => module.ProjectFormModal);
const Form = lazyFormModal(loadForm, 'AdminProjects');

/** The Projects section: every project as a row, with New, and Edit, View (Preview for a draft) and Delete in each row's menu. */
export function ProjectsManagement() {
  const t = useTranslations('AdminProjects');
  const locale = useAdminLocale();
  const recordText = useRecordText();
  // Named as its row shows it: in the admin's language where it has a title in it.
  const titleOf = (project: AdminProject) => recordText(project.title)?.text ?? cardTitle(project);
  const collection: Collection<AdminProject> = {
    kind: 'projects',
    namespace: 'AdminProjects',
    formNamespace: 'ProjectForm',
    description: projectDescription,
    titleOf,
    // A draft has no public page: the admin sees it in preview (draft mode) instead.
    viewOf: (project) => {
      const title = titleOf(project);
      return project.status === 'draft'
        ? { text: t('preview'), label: t('previewLabel', { title }), href: previewAddress(project.slug, DEFAULT_LOCALE), rel: 'noopener' }
        : { text: t('view'), label: t('viewLabel', { title }), href: projectHref(project) };
    },
    // An imported project may have only its legacy picture, and a year instead of a date.
    cells: { hero_image: cardImage, completion_date: (project) => cardDate(project, locale) },
    remove: (project) => deleteProject(project.id),
    Form,
    loadForm,
    icon: <path d="M3.5 7.5A2.5 2.5 0 016 5h4l2 2h6a2.5 2.5 0 012.5 2.5v7A2.5 2.5 0 0118 19H6a2.5 2.5 0 01-2.5-2.5zM12 10.5v5M9.5 13h5" />,
  };
  return <CollectionSection collection={collection} records={useAdminData(PROJECTS_KEY, listAdminProjects, 'projects')} />;
}
