import { requireAdmin } from '@/lib/auth/require-admin';
import { listAdminBookings } from '@/lib/booking/admin';
import { bookingListQuerySchema } from '@/lib/booking/schemas';
import { handle } from '@/lib/http/handle';
import { parseQuery } from '@/lib/http/query';
import { jsonNoStore } from '@/lib/http/responses';

// The Bookings section: ?when=upcoming (soonest first, the default) or past (newest first), and
// &page=N (1-based, PAGE_SIZE bookings each).
export const GET = handle(async (request) => {
  await requireAdmin(request, 'bookings');
  const { when, page } = parseQuery(request, bookingListQuerySchema);
  return jsonNoStore(await listAdminBookings(when, page));
});
