import { PagesSection } from '@/components/admin/pages/pages-section';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { adminPageMetadata } from '@/lib/admin/locale';
import { PAGES_NAMESPACES } from '@/lib/admin/namespaces';

export const generateMetadata = () => adminPageMetadata('pagesTitle');

export default function AdminPagesPage() {
  return (
    <AdminIntlProvider namespaces={PAGES_NAMESPACES}>
      <PagesSection />
    </AdminIntlProvider>
  );
}
