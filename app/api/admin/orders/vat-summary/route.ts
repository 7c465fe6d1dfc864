import { requireAdmin } from '@/lib/auth/require-admin';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';
import { parseVatMonth } from '@/lib/shop/orders/admin-vat-month';
import { studioTimeZone, vatSummary } from '@/lib/shop/orders/admin-vat-summary';

// The Orders section's VAT summary (?month=YYYY-MM, the current month by default): per country,
// rate and currency, the month's sales with its refunds counted in; totals per currency.
export const GET = handle(async (request) => {
  await requireAdmin(request, 'orders');
  const timeZone = await studioTimeZone();
  return jsonNoStore(await vatSummary(parseVatMonth(request, timeZone), timeZone));
});
