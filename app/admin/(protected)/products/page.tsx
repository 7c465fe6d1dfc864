import { ProductsManagement } from '@/components/admin/products/products-section';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { adminPageMetadata } from '@/lib/admin/locale';
import { PRODUCTS_NAMESPACES } from '@/lib/admin/namespaces';

export const generateMetadata = () => adminPageMetadata('productsTitle');

export default function AdminProductsPage() {
  return (
    <AdminIntlProvider namespaces={PRODUCTS_NAMESPACES}>
      <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
        <ProductsManagement />
      </main>
    </AdminIntlProvider>
  );
}
