'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { deleteProject } from '@/lib/api/admin';
import type { AdminProject } from '@/lib/projects/input';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';
import { primaryButtonClass } from '@/components/admin/ui/field-styles';
import { Spinner } from '@/components/admin/ui/spinner';
import { AdminProjectCard } from './admin-project-card';
import { ProjectsEmpty } from './projects-empty';
import { useAdminProjects } from './use-admin-projects';

const loadModal = () => import('./project-form-modal').then((module) => module.ProjectFormModal);

// The form and its editor (tiptap, the dropzone) are only fetched when the form is first opened,
// so they weigh nothing on the page's first load.
const ProjectFormModal = dynamic(loadModal, { ssr: false, loading: () => <ModalLoading /> });

function ModalLoading() {
  const t = useTranslations('AdminDashboard');
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-ink/40">
      <div className="rounded-3xl bg-white px-10">
        <Spinner label={t('modalLoading')} />
      </div>
    </div>
  );
}

/** `null`: closed; `'new'`: creating; a project: editing it. */
type Editing = AdminProject | 'new' | null;

/**
 * The spec's "Projects Management": the project cards with Add, Edit and Delete. The dashboard
 * shows it under its figures (`h2`), the Projects section as its page (`h1`).
 */
export function ProjectsManagement({ heading: Heading }: { heading: 'h1' | 'h2' }) {
  const t = useTranslations('AdminDashboard');
  const { data, isLoading, mutate } = useAdminProjects();
  const [editing, setEditing] = useState<Editing>(null);
  const recheckSession = useSessionRecheck();
  const projects = data ?? [];

  async function handleDelete(project: AdminProject) {
    if (!window.confirm(t('confirmDelete'))) return;
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
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <Heading id="projects-heading" className={Heading === 'h1' ? 'text-3xl sm:text-4xl' : 'text-2xl sm:text-3xl'}>
          {t('projectsManagement')}
        </Heading>
        <button type="button" onClick={openNew} onPointerEnter={preload} onFocus={preload} className={primaryButtonClass}>
          <span aria-hidden="true" className="text-lg leading-none">+</span>
          {t('addProject')}
        </button>
      </div>
      {isLoading ? (
        <Spinner label={t('loadingProjects')} />
      ) : projects.length === 0 ? (
        <ProjectsEmpty onAdd={openNew} />
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
