import { PagesSection } from '@/components/admin/pages/pages-section';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { ServerRows } from '@/components/admin/shell/server-rows';
import { adminPageMetadata } from '@/lib/admin/locale';
import { PAGES_NAMESPACES } from '@/lib/admin/namespaces';
import { serverRows } from '@/lib/admin/server-rows';
import { PAGES_KEY } from '@/lib/api/admin-keys';
import { listAdminPages } from '@/lib/content/page-writes';

export const generateMetadata = () => adminPageMetadata('pagesTitle');

export default async function AdminPagesPage() {
  return (
    <AdminIntlProvider namespaces={PAGES_NAMESPACES}>
      <ServerRows rows={await serverRows(PAGES_KEY, listAdminPages)}>
        <PagesSection />
      </ServerRows>
    </AdminIntlProvider>
  );
}
