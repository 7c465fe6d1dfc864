import { requireAdmin } from '@/lib/auth/require-admin';
import { handle } from '@/lib/http/handle';
import { xlsxResponse } from '@/lib/xlsx';
import { vatSummaryFileName } from '@/lib/shop/orders/admin-sheets';
import { parseVatMonth } from '@/lib/shop/orders/admin-vat-month';
import { studioTimeZone, vatSummary } from '@/lib/shop/orders/admin-vat-summary';
import { vatSummaryXlsx } from '@/lib/shop/orders/admin-xlsx';

// The CSV export's VAT summary (same ?month=) as an .xlsx workbook with typed cells.
export const GET = handle(async (request) => {
  await requireAdmin(request, 'orders');
  const timeZone = await studioTimeZone();
  const month = parseVatMonth(request, timeZone);
  return xlsxResponse(await vatSummaryXlsx(await vatSummary(month, timeZone)), vatSummaryFileName(month.month, 'xlsx'));
});
