import { connection } from 'next/server';
import { OrdersSection } from '@/components/admin/orders/orders-section';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { ServerRows } from '@/components/admin/shell/server-rows';
import { requireArea } from '@/lib/admin/require-area';
import { adminPageMetadata } from '@/lib/admin/locale';
import { ORDERS_NAMESPACES } from '@/lib/admin/namespaces';
import { serverRows } from '@/lib/admin/server-rows';
import { orderFilterQuery, ordersListKey, type OrderFilterValues } from '@/lib/api/admin-orders';
import { orderProductOptions } from '@/lib/shop/orders/admin-product-options';
import { orderQueryOf } from '@/lib/shop/orders/admin-filters';
import { readAdminOrdersPage } from '@/lib/shop/orders/admin-orders-page';
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
  // Owners only (lib/auth/roles.ts): an editor is sent to the dashboard before anything is read.
  await requireArea('orders');
  const [products, query] = await Promise.all([orderProductOptions(), searchParams]);
  const product = first(query.product).toLowerCase();
  const initialFilters: OrderFilterValues = {
    product: products.some((option) => option.id === product) ? product : '',
    from: DAY.test(first(query.from)) ? first(query.from) : '',
    to: DAY.test(first(query.to)) ? first(query.to) : '',
  };
  // The first page comes with the page for these filters too, under the key the section asks for
  // first. Filters the list's call would refuse (a day that is none, a range that ends before it
  // starts) are not asked for there either: nothing is read, and the section says why.
  const filterQuery = orderFilterQuery(initialFilters);
  const orderQuery = orderQueryOf(filterQuery);
  const rows = orderQuery ? await serverRows(ordersListKey(filterQuery), async () => [await readAdminOrdersPage(orderQuery)]) : {};
  return (
    <AdminIntlProvider namespaces={ORDERS_NAMESPACES}>
      <ServerRows rows={rows}>
        <OrdersSection products={products} stripeMode={stripeMode()} initialFilters={initialFilters} />
      </ServerRows>
    </AdminIntlProvider>
  );
}
