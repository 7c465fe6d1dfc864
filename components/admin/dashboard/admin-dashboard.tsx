'use client';

import { useTranslations } from 'next-intl';
import { projectStats } from '@/components/admin/projects/project-display';
import { ProjectsManagement } from '@/components/admin/projects/projects-section';
import { useAdminProjects } from '@/components/admin/projects/use-admin-projects';
import { useAdmin } from '@/components/admin/shell/admin-context';
import { Spinner } from '@/components/admin/ui/spinner';
import type { TranslationWork } from '@/lib/admin/translation-work';
import { BusinessStats, type BusinessFigures } from './business-stats';
import { DashboardStats } from './dashboard-stats';
import { TranslationsPanel } from './translations-panel';

/**
 * /admin (docs/behaviour.md#admin-dashboard): the welcome line, the shop's and the inbox's figures
 * and the translations still to do (read by the page on the server), the project figures and the
 * projects' management.
 */
export function AdminDashboard({ business, translations }: { business: BusinessFigures; translations: readonly TranslationWork[] }) {
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
          <TranslationsPanel items={translations} />
          <ProjectsManagement heading="h2" />
        </>
      )}
    </main>
  );
}
