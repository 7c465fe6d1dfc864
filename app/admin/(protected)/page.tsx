import type { Metadata } from 'next';
import { AdminDashboard } from '@/components/admin/admin-dashboard';
import { getAdminTranslator } from '@/lib/admin/messages';

export const metadata: Metadata = { title: getAdminTranslator('AdminMeta')('dashboardTitle') };

export default function AdminDashboardPage() {
  return <AdminDashboard />;
}
