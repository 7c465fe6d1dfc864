import type { Metadata } from 'next';
import { connection } from 'next/server';
import { AdminDashboard } from '@/components/admin/dashboard/admin-dashboard';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { getAdminTranslator } from '@/lib/admin/messages';
import { PROJECTS_NAMESPACES } from '@/lib/admin/namespaces';
import { countUnreadMessages } from '@/lib/inbox/unread';
import { revenueThisMonth } from '@/lib/shop/orders/admin-totals';

export const metadata: Metadata = { title: getAdminTranslator('AdminMeta')('dashboardTitle') };

// The shop's and the inbox's figures are read here, at each visit, and arrive with the page; the
// projects below are loaded by the client, which also edits them.
export default async function AdminDashboardPage() {
  await connection();
  const [revenue, unreadMessages] = await Promise.all([revenueThisMonth(), countUnreadMessages()]);
  return (
    <AdminIntlProvider namespaces={PROJECTS_NAMESPACES}>
      <AdminDashboard business={{ revenueThisMonth: revenue, unreadMessages }} />
    </AdminIntlProvider>
  );
}
