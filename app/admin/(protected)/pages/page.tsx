import type { Metadata } from 'next';
import { PagesSection } from '@/components/admin/pages/pages-section';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { getAdminTranslator } from '@/lib/admin/messages';
import { PAGES_NAMESPACES } from '@/lib/admin/namespaces';

export const metadata: Metadata = { title: getAdminTranslator('AdminMeta')('pagesTitle') };

export default function AdminPagesPage() {
  return (
    <AdminIntlProvider namespaces={PAGES_NAMESPACES}>
      <PagesSection />
    </AdminIntlProvider>
  );
}
