'use client';

import { useTranslations } from 'next-intl';
import { projectStats } from '@/components/admin/projects/project-display';
import { ProjectsManagement } from '@/components/admin/projects/projects-section';
import { useAdminProjects } from '@/components/admin/projects/use-admin-projects';
import { useAdmin } from '@/components/admin/shell/admin-context';
import { Spinner } from '@/components/admin/ui/spinner';
import { BusinessStats, type BusinessFigures } from './business-stats';
import { DashboardStats } from './dashboard-stats';

/**
 * /admin (docs/behaviour.md#admin-dashboard): the welcome line, the shop's and the inbox's figures
 * (read by the page on the server), the project figures and the projects' management.
 */
export function AdminDashboard({ business }: { business: BusinessFigures }) {
  const t = useTranslations('AdminDashboard');
  const { username } = useAdmin();
  const { data, isLoading } = useAdminProjects();

  return (
    <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
      <h1 className="text-3xl sm:text-4xl">{t('title')}</h1>
      <p className="mt-1 text-muted">{t('welcome', { username })}</p>
      {isLoading ? (
        <Spinner label={t('loading')} />
      ) : (
        <>
          <div className="mt-8 grid gap-3 sm:gap-4">
            <BusinessStats figures={business} />
            <DashboardStats stats={projectStats(data ?? [])} />
          </div>
          <ProjectsManagement heading="h2" />
        </>
      )}
    </main>
  );
}
