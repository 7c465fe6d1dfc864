'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { deleteProject } from '@/lib/api/admin';
import type { AdminProject } from '@/lib/projects/input';
import { useAdmin } from './admin-context';
import { AdminProjectCard } from './admin-project-card';
import { DashboardHeader } from './dashboard-header';
import { DashboardStats } from './dashboard-stats';
import { primaryButtonClass } from './field-styles';
import { projectStats } from './project-display';
import { ProjectsEmpty } from './projects-empty';
import { Spinner } from './spinner';
import { useAdminProjects } from './use-admin-projects';
import { useSessionRecheck } from './use-admin-session';

const loadModal = () => import('./project-form-modal').then((module) => module.ProjectFormModal);

// The form and its editor (tiptap, the dropzone) are only fetched when the form is first opened,
// so they weigh nothing on the dashboard's first load.
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

export function AdminDashboard() {
  const t = useTranslations('AdminDashboard');
  const { username } = useAdmin();
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
    <div className="min-h-dvh bg-[radial-gradient(50rem_24rem_at_90%_0%,var(--color-blush),transparent_70%)]">
      <DashboardHeader />
      <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
        <h1 className="text-3xl sm:text-4xl">{t('title')}</h1>
        <p className="mt-1 text-muted">{t('welcome', { username })}</p>
        {isLoading ? (
          <Spinner label={t('loading')} />
        ) : (
          <>
            <div className="mt-8">
              <DashboardStats stats={projectStats(projects)} />
            </div>
            <section aria-labelledby="projects-heading" className="mt-12">
              <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
                <h2 id="projects-heading" className="text-2xl sm:text-3xl">
                  {t('projectsManagement')}
                </h2>
                <button type="button" onClick={openNew} onPointerEnter={preload} onFocus={preload} className={primaryButtonClass}>
                  <span aria-hidden="true" className="text-lg leading-none">+</span>
                  {t('addProject')}
                </button>
              </div>
              {projects.length === 0 ? (
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
            </section>
          </>
        )}
      </main>
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
    </div>
  );
}
