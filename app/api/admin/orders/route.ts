import { requireAdmin } from '@/lib/auth/require-admin';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';
import { parseOrderQuery } from '@/lib/shop/orders/admin-filters';
import { readAdminOrdersPage } from '@/lib/shop/orders/admin-orders-page';

// The Orders section: one page of orders (?product=&from=&to=, &cursor= for the next) and the
// paid totals of the last 12 months (lib/shop/orders/admin-orders-page.ts).
export const GET = handle(async (request) => {
  await requireAdmin(request, 'orders');
  return jsonNoStore(await readAdminOrdersPage(parseOrderQuery(request)));
});
