import { DiscountsSection } from '@/components/admin/discounts/discounts-section';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { adminPageMetadata } from '@/lib/admin/locale';
import { DISCOUNTS_NAMESPACES } from '@/lib/admin/namespaces';

export const generateMetadata = () => adminPageMetadata('discountsTitle');

export default function AdminDiscountsPage() {
  return (
    <AdminIntlProvider namespaces={DISCOUNTS_NAMESPACES}>
      <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
        <DiscountsSection />
      </main>
    </AdminIntlProvider>
  );
}
