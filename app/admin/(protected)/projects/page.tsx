import { ProjectsManagement } from '@/components/admin/projects/projects-section';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { adminPageMetadata } from '@/lib/admin/locale';
import { PROJECTS_NAMESPACES } from '@/lib/admin/namespaces';

export const generateMetadata = () => adminPageMetadata('projectsTitle');

export default function AdminProjectsPage() {
  return (
    <AdminIntlProvider namespaces={PROJECTS_NAMESPACES}>
      <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
        <ProjectsManagement />
      </main>
    </AdminIntlProvider>
  );
}
