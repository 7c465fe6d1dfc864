import { requireAdmin } from '@/lib/auth/require-admin';
import { handle } from '@/lib/http/handle';
import { xlsxResponse } from '@/lib/xlsx';
import { parseOrderQuery } from '@/lib/shop/orders/admin-filters';
import { exportAdminOrders } from '@/lib/shop/orders/admin-orders';
import { ordersFileName } from '@/lib/shop/orders/admin-sheets';
import { ordersXlsx } from '@/lib/shop/orders/admin-xlsx';

// The CSV export's orders (same query) as an .xlsx workbook with typed cells.
export const GET = handle(async (request) => {
  await requireAdmin(request, 'orders');
  const { productId, from, before } = parseOrderQuery(request);
  return xlsxResponse(await ordersXlsx(await exportAdminOrders({ productId, from, before })), ordersFileName('xlsx'));
});
