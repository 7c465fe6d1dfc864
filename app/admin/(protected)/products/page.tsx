import type { Metadata } from 'next';
import { ProductsManagement } from '@/components/admin/products/products-section';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { getAdminTranslator } from '@/lib/admin/messages';
import { PRODUCTS_NAMESPACES } from '@/lib/admin/namespaces';

export const metadata: Metadata = { title: getAdminTranslator('AdminMeta')('productsTitle') };

export default function AdminProductsPage() {
  return (
    <AdminIntlProvider namespaces={PRODUCTS_NAMESPACES}>
      <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
        <ProductsManagement />
      </main>
    </AdminIntlProvider>
  );
}
