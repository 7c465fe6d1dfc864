import type { Metadata } from 'next';
import { AdminDashboard } from '@/components/admin/dashboard/admin-dashboard';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { getAdminTranslator } from '@/lib/admin/messages';
import { PROJECTS_NAMESPACES } from '@/lib/admin/namespaces';

export const metadata: Metadata = { title: getAdminTranslator('AdminMeta')('dashboardTitle') };

export default function AdminDashboardPage() {
  return (
    <AdminIntlProvider namespaces={PROJECTS_NAMESPACES}>
      <AdminDashboard />
    </AdminIntlProvider>
  );
}
