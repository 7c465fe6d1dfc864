import { connection } from 'next/server';
import { OrdersSection } from '@/components/admin/orders/orders-section';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { adminPageMetadata } from '@/lib/admin/locale';
import { ORDERS_NAMESPACES } from '@/lib/admin/namespaces';
import type { OrderFilterValues } from '@/lib/api/admin-orders';
import { orderProductOptions } from '@/lib/shop/orders/admin-product-options';
import { stripeMode } from '@/lib/shop/orders/stripe-dashboard';

export const generateMetadata = () => adminPageMetadata('ordersTitle');

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * The product select lists every product, and Stripe links point at the dashboard of the
 * configured key (test or live): both are known here, on the server. The filters of the address
 * are taken when they look right; the list's own call checks them again.
 */
export default async function AdminOrdersPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  const [products, query] = await Promise.all([orderProductOptions(), searchParams]);
  const product = first(query.product).toLowerCase();
  const initialFilters: OrderFilterValues = {
    product: products.some((option) => option.id === product) ? product : '',
    from: DAY.test(first(query.from)) ? first(query.from) : '',
    to: DAY.test(first(query.to)) ? first(query.to) : '',
  };
  return (
    <AdminIntlProvider namespaces={ORDERS_NAMESPACES}>
      <OrdersSection products={products} stripeMode={stripeMode()} initialFilters={initialFilters} />
    </AdminIntlProvider>
  );
}
