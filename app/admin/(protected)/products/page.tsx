import { ProductsManagement } from '@/components/admin/products/products-section';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { ServerRows } from '@/components/admin/shell/server-rows';
import { adminPageMetadata } from '@/lib/admin/locale';
import { PRODUCTS_NAMESPACES } from '@/lib/admin/namespaces';
import { serverRows } from '@/lib/admin/server-rows';
import { PRODUCTS_KEY } from '@/lib/api/admin-keys';
import { listAdminProducts } from '@/lib/content/admin-products';

export const generateMetadata = () => adminPageMetadata('productsTitle');

export default async function AdminProductsPage() {
  return (
    <AdminIntlProvider namespaces={PRODUCTS_NAMESPACES}>
      <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
        <ServerRows rows={await serverRows(PRODUCTS_KEY, () => listAdminProducts())}>
          <ProductsManagement />
        </ServerRows>
      </main>
    </AdminIntlProvider>
  );
}
