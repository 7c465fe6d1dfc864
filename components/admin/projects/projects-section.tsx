'use client';

import { useTranslations } from 'next-intl';
import { deleteProject } from '@/lib/api/admin';
import type { AdminProject } from '@/lib/projects/input';
import { AddButton } from '@/components/admin/ui/add-button';
import { AdminPageHeader } from '@/components/admin/ui/admin-page-header';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { lazyFormModal } from '@/components/admin/ui/lazy-form-modal';
import { Spinner } from '@/components/admin/ui/spinner';
import { useConfirmedDelete } from '@/components/admin/ui/use-confirmed-delete';
import { useSectionEditing } from '@/components/admin/ui/use-section-editing';
import { RecordList } from '@/components/admin/ui/record-list';
import { AdminProjectRow } from './admin-project-row';
import { cardTitle } from './project-display';
import { useAdminProjects } from './use-admin-projects';

const loadModal = () => import('./project-form-modal').then((module) => module.ProjectFormModal);
const ProjectFormModal = lazyFormModal(loadModal, 'AdminDashboard');

/** The Projects section: every project as a row, with Add, and Edit, View and Delete in each row's menu. */
export function ProjectsManagement() {
  const t = useTranslations('AdminDashboard');
  const { data, isLoading, mutate } = useAdminProjects();
  const { editing, record, openNew, edit, close, saved, preload } = useSectionEditing(data, loadModal, mutate);
  const projects = data ?? [];
  const handleDelete = useConfirmedDelete<AdminProject>({
    noun: 'project',
    confirmTitle: (project) => t('confirmDelete', { title: cardTitle(project) }),
    remove: (project) => deleteProject(project.id),
    onDeleted: () => mutate(),
    onFailed: () => window.alert(t('deleteFailed')),
    reload: () => mutate(),
  });

  return (
    <section aria-labelledby="projects-heading">
      <AdminPageHeader
        headingId="projects-heading"
        title={t('projectsManagement')}
        lead={t('projectsLead')}
        actions={<AddButton label={t('addProject')} onClick={openNew} onPreload={preload} />}
      />
      {isLoading && data === undefined ? (
        <Spinner label={t('loadingProjects')} />
      ) : projects.length === 0 ? (
        <EmptyState
          heading="h2"
          title={t('emptyTitle')}
          lead={t('emptyLead')}
          // The header's button again, so the section names its one action one way (docs/admin.md#vocabulary).
          actionLabel={t('addProject')}
          onAction={openNew}
          icon={
            <path d="M3.5 7.5A2.5 2.5 0 016 5h4l2 2h6a2.5 2.5 0 012.5 2.5v7A2.5 2.5 0 0118 19H6a2.5 2.5 0 01-2.5-2.5zM12 10.5v5M9.5 13h5" />
          }
        />
      ) : (
        <RecordList columns={{ title: t('columns.title'), extra: t('columns.client'), figure: t('columns.date') }}>
          {projects.map((project) => (
            <AdminProjectRow key={project.id} project={project} onEdit={edit} onDelete={handleDelete} />
          ))}
        </RecordList>
      )}
      {editing && <ProjectFormModal project={record} onClose={close} onSaved={saved} />}
    </section>
  );
}
