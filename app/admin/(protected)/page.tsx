import { connection } from 'next/server';
import { AdminDashboard } from '@/components/admin/dashboard/admin-dashboard';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { adminPageMetadata, getAdminLocale } from '@/lib/admin/locale';
import { DASHBOARD_NAMESPACES } from '@/lib/admin/namespaces';
import { labelTranslationWork } from '@/lib/admin/translation-work';
import { listTranslationWork } from '@/lib/content/translations';
import { readDashboard } from './dashboard-data';

export const generateMetadata = () => adminPageMetadata('dashboardTitle');

// Everything the dashboard shows is read here, at each visit, and arrives with the page: it only
// links to the sections, which load and edit their records themselves.
export default async function AdminDashboardPage() {
  await connection();
  const locale = await getAdminLocale();
  const [figures, translations] = await Promise.all([readDashboard(locale), listTranslationWork()]);
  return (
    <AdminIntlProvider namespaces={DASHBOARD_NAMESPACES}>
      <AdminDashboard figures={figures} translations={await labelTranslationWork(translations, locale)} />
    </AdminIntlProvider>
  );
}
