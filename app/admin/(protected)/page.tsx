import type { Metadata } from 'next';
import { connection } from 'next/server';
import { AdminDashboard } from '@/components/admin/dashboard/admin-dashboard';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { getAdminTranslator } from '@/lib/admin/messages';
import { PROJECTS_NAMESPACES } from '@/lib/admin/namespaces';
import { labelTranslationWork } from '@/lib/admin/translation-work';
import { listTranslationWork } from '@/lib/content/translations';
import { countUnreadMessages } from '@/lib/inbox/unread';
import { revenueThisMonth } from '@/lib/shop/orders/admin-totals';

export const metadata: Metadata = { title: getAdminTranslator('AdminMeta')('dashboardTitle') };

// The shop's and the inbox's figures and the translations to do are read here, at each visit, and
// arrive with the page; the projects below are loaded by the client, which also edits them.
export default async function AdminDashboardPage() {
  await connection();
  const [revenue, unreadMessages, translations] = await Promise.all([revenueThisMonth(), countUnreadMessages(), listTranslationWork()]);
  return (
    <AdminIntlProvider namespaces={PROJECTS_NAMESPACES}>
      <AdminDashboard business={{ revenueThisMonth: revenue, unreadMessages }} translations={labelTranslationWork(translations)} />
    </AdminIntlProvider>
  );
}
