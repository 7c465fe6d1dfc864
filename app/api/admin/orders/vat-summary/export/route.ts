import { requireAdmin } from '@/lib/auth/require-admin';
import { csvResponse } from '@/lib/csv';
import { handle } from '@/lib/http/handle';
import { vatSummaryCsv, vatSummaryCsvName } from '@/lib/shop/orders/admin-vat-csv';
import { parseVatMonth } from '@/lib/shop/orders/admin-vat-month';
import { studioTimeZone, vatSummary } from '@/lib/shop/orders/admin-vat-summary';

// The same summary as a CSV file for the accountant (same ?month=).
export const GET = handle(async (request) => {
  await requireAdmin(request, 'orders');
  const timeZone = await studioTimeZone();
  const month = parseVatMonth(request, timeZone);
  return csvResponse(vatSummaryCsv(await vatSummary(month, timeZone)), vatSummaryCsvName(month.month));
});
