import 'server-only';
import type { OrderQuery } from './admin-filters';
import { listAdminOrders } from './admin-orders';
import { monthlyTotals } from './admin-totals';
import type { AdminOrdersPage } from './admin-types';

/**
 * One page of orders with the paid totals of the last 12 months (by product when one is chosen;
 * the chart always spans a year): GET /api/admin/orders's answer, and the Orders page's first rows.
 */
export async function readAdminOrdersPage(query: OrderQuery): Promise<AdminOrdersPage> {
  const [page, totals] = await Promise.all([listAdminOrders(query), monthlyTotals(query.productId)]);
  return { ...page, totals };
}
