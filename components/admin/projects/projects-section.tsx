'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { deleteProject } from '@/lib/api/admin';
import type { AdminProject } from '@/lib/projects/input';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';
import { AdminPageHeader } from '@/components/admin/ui/admin-page-header';
import { primaryButtonClass } from '@/components/admin/ui/field-styles';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { ModalLoading } from '@/components/admin/ui/modal-loading';
import { Spinner } from '@/components/admin/ui/spinner';
import { useEditFromAddress } from '@/components/admin/ui/use-edit-from-address';
import { AdminProjectCard } from './admin-project-card';
import { useAdminProjects } from './use-admin-projects';
import { useConfirm } from '@/components/admin/ui/confirm-dialog';

const loadModal = () => import('./project-form-modal').then((module) => module.ProjectFormModal);

// The form and its editor (tiptap, the dropzone) are only fetched when the form is first opened,
// so they weigh nothing on the page's first load.
const ProjectFormModal = dynamic(loadModal, { ssr: false, loading: () => <ModalLoadingText /> });

function ModalLoadingText() {
  const t = useTranslations('AdminDashboard');
  return <ModalLoading label={t('modalLoading')} />;
}

/** `null`: closed; `'new'`: creating; a project: editing it. */
type Editing = AdminProject | 'new' | null;

/**
 * The dashboard's "Projects Management" (docs/behaviour.md#admin-dashboard): the project cards
 * with Add, Edit and Delete. The dashboard shows it under its figures (`h2`), the Projects section
 * as its page (`h1`).
 */
export function ProjectsManagement({ heading: Heading }: { heading: 'h1' | 'h2' }) {
  const t = useTranslations('AdminDashboard');
  const { data, isLoading, mutate } = useAdminProjects();
  const [editing, setEditing] = useState<Editing>(null);
  const recheckSession = useSessionRecheck();
  const confirm = useConfirm();
  const projects = data ?? [];
  useEditFromAddress(data, setEditing);

  async function handleDelete(project: AdminProject) {
    if (!(await confirm({ title: t('confirmDelete') }))) return;
    try {
      await deleteProject(project.id);
    } catch (error) {
      console.error('Failed to delete project', error);
      window.alert(t('deleteFailed'));
      recheckSession(error);
    }
    await mutate();
  }

  const openNew = () => setEditing('new');
  const preload = () => void loadModal();

  return (
    <section aria-labelledby="projects-heading" className={Heading === 'h2' ? 'mt-12' : undefined}>
      <AdminPageHeader
        level={Heading}
        headingId="projects-heading"
        title={t('projectsManagement')}
        actions={
          <button type="button" onClick={openNew} onPointerEnter={preload} onFocus={preload} className={primaryButtonClass}>
            <span aria-hidden="true" className="text-lg leading-none">
              +
            </span>
            {t('addProject')}
          </button>
        }
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
              <AdminProjectCard project={project} onEdit={setEditing} onDelete={handleDelete} />
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <ProjectFormModal
          project={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await mutate();
          }}
        />
      )}
    </section>
  );
}
