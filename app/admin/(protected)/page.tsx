import { connection } from 'next/server';
import { AdminDashboard } from '@/components/admin/dashboard/admin-dashboard';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { adminPageMetadata, getAdminLocale } from '@/lib/admin/locale';
import { DASHBOARD_NAMESPACES } from '@/lib/admin/namespaces';
import { labelTranslationWork } from '@/lib/admin/translation-work';
import { getSignedInAdmin } from '@/lib/auth/current-admin';
import { canOpen } from '@/lib/auth/roles';
import { listTranslationWork } from '@/lib/content/translations';
import { readDashboard } from './dashboard-data';

export const generateMetadata = () => adminPageMetadata('dashboardTitle');

// Everything the dashboard shows is read here, at each visit, and arrives with the page: it only
// links to the sections, which load and edit their records themselves. Orders and revenue only
// for a role that may open the orders: an editor's dashboard does not read them.
export default async function AdminDashboardPage() {
  await connection();
  const locale = await getAdminLocale();
  const admin = await getSignedInAdmin();
  const business = admin !== null && canOpen(admin.role, 'orders');
  const [figures, translations] = await Promise.all([readDashboard(locale, { business }), listTranslationWork()]);
  return (
    <AdminIntlProvider namespaces={DASHBOARD_NAMESPACES}>
      <AdminDashboard figures={figures} translations={await labelTranslationWork(translations, locale)} />
    </AdminIntlProvider>
  );
}
