import { ProjectsManagement } from '@/components/admin/projects/projects-section';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { ServerRows } from '@/components/admin/shell/server-rows';
import { adminPageMetadata } from '@/lib/admin/locale';
import { PROJECTS_NAMESPACES } from '@/lib/admin/namespaces';
import { serverRows } from '@/lib/admin/server-rows';
import { PROJECTS_KEY } from '@/lib/api/admin-keys';
import { listAdminProjects } from '@/lib/content/admin-projects';

export const generateMetadata = () => adminPageMetadata('projectsTitle');

export default async function AdminProjectsPage() {
  return (
    <AdminIntlProvider namespaces={PROJECTS_NAMESPACES}>
      <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
        <ServerRows rows={await serverRows(PROJECTS_KEY, listAdminProjects)}>
          <ProjectsManagement />
        </ServerRows>
      </main>
    </AdminIntlProvider>
  );
}
