import { DiscountsSection } from '@/components/admin/discounts/discounts-section';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { ServerRows } from '@/components/admin/shell/server-rows';
import { requireArea } from '@/lib/admin/require-area';
import { adminPageMetadata } from '@/lib/admin/locale';
import { DISCOUNTS_NAMESPACES } from '@/lib/admin/namespaces';
import { serverRows } from '@/lib/admin/server-rows';
import { DISCOUNT_CODES_KEY } from '@/lib/api/admin-keys';
import { listDiscountCodes } from '@/lib/shop/discounts/admin';

export const generateMetadata = () => adminPageMetadata('discountsTitle');

export default async function AdminDiscountsPage() {
  // Owners only (lib/auth/roles.ts): an editor is sent to the dashboard before anything is read.
  await requireArea('discounts');
  return (
    <AdminIntlProvider namespaces={DISCOUNTS_NAMESPACES}>
      <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
        <ServerRows rows={await serverRows(DISCOUNT_CODES_KEY, listDiscountCodes)}>
          <DiscountsSection />
        </ServerRows>
      </main>
    </AdminIntlProvider>
  );
}
