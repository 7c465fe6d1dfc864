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
import { AdminProjectCard } from './admin-project-card';
import { useAdminProjects } from './use-admin-projects';

const loadModal = () => import('./project-form-modal').then((module) => module.ProjectFormModal);
const ProjectFormModal = lazyFormModal(loadModal, 'AdminDashboard');

/**
 * The dashboard's "Projects Management" (docs/behaviour.md#admin-dashboard): the project cards
 * with Add, Edit and Delete. The dashboard shows it under its figures (`h2`), the Projects section
 * as its page (`h1`).
 */
export function ProjectsManagement({ heading: Heading }: { heading: 'h1' | 'h2' }) {
  const t = useTranslations('AdminDashboard');
  const { data, isLoading, mutate } = useAdminProjects();
  const { editing, record, openNew, edit, close, saved, preload } = useSectionEditing(data, loadModal, mutate);
  const projects = data ?? [];
  const handleDelete = useConfirmedDelete<AdminProject>({
    noun: 'project',
    confirmTitle: () => t('confirmDelete'),
    remove: (project) => deleteProject(project.id),
    onDeleted: () => mutate(),
    onFailed: () => window.alert(t('deleteFailed')),
    reload: () => mutate(),
  });

  return (
    <section aria-labelledby="projects-heading" className={Heading === 'h2' ? 'mt-12' : undefined}>
      <AdminPageHeader
        level={Heading}
        headingId="projects-heading"
        title={t('projectsManagement')}
        actions={<AddButton label={t('addProject')} onClick={openNew} onPreload={preload} />}
      />
      {isLoading ? (
        <Spinner label={t('loadingProjects')} />
      ) : projects.length === 0 ? (
        <EmptyState
          heading={Heading === 'h1' ? 'h2' : 'h3'}
          title={t('emptyTitle')}
          lead={t('emptyLead')}
          actionLabel={t('emptyAction')}
          onAction={openNew}
          icon={
            <path d="M3.5 7.5A2.5 2.5 0 016 5h4l2 2h6a2.5 2.5 0 012.5 2.5v7A2.5 2.5 0 0118 19H6a2.5 2.5 0 01-2.5-2.5zM12 10.5v5M9.5 13h5" />
          }
        />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((project) => (
            <li key={project.id} className="flex">
              <AdminProjectCard project={project} onEdit={edit} onDelete={handleDelete} />
            </li>
          ))}
        </ul>
      )}
      {editing && <ProjectFormModal project={record} onClose={close} onSaved={saved} />}
    </section>
  );
}
