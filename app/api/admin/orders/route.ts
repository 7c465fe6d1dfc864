import { requireAdmin } from '@/lib/auth/require-admin';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';
import { parseOrderQuery } from '@/lib/shop/orders/admin-filters';
import { listAdminOrders } from '@/lib/shop/orders/admin-orders';
import { monthlyTotals } from '@/lib/shop/orders/admin-totals';
import type { AdminOrdersPage } from '@/lib/shop/orders/admin-types';

// The Orders section: one page of orders (?product=&from=&to=, &cursor= for the next) and the
// paid totals of the last 12 months (by product when one is chosen; the chart always spans a year).
export const GET = handle(async (request) => {
  await requireAdmin(request);
  const query = parseOrderQuery(request);
  const [page, totals] = await Promise.all([listAdminOrders(query), monthlyTotals(query.productId)]);
  return jsonNoStore({ ...page, totals } satisfies AdminOrdersPage);
});
