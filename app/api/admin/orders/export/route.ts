import { requireAdmin } from '@/lib/auth/require-admin';
import { csvResponse } from '@/lib/csv';
import { handle } from '@/lib/http/handle';
import { parseOrderQuery } from '@/lib/shop/orders/admin-filters';
import { exportAdminOrders } from '@/lib/shop/orders/admin-orders';
import { ordersCsv } from '@/lib/shop/orders/admin-csv';
import { ordersFileName } from '@/lib/shop/orders/admin-sheets';

// The filtered list as a CSV file (same query as the list; the cursor is not read: an export
// holds every matching order). The same as a workbook: ./xlsx.
export const GET = handle(async (request) => {
  await requireAdmin(request, 'orders');
  const { productId, from, before } = parseOrderQuery(request);
  return csvResponse(ordersCsv(await exportAdminOrders({ productId, from, before })), ordersFileName('csv'));
});
