import { requireAdmin } from '@/lib/auth/require-admin';
import { listAdminBookings } from '@/lib/booking/admin';
import { bookingListQuerySchema } from '@/lib/booking/schemas';
import { handle } from '@/lib/http/handle';
import { parseQuery } from '@/lib/http/query';
import { jsonNoStore } from '@/lib/http/responses';

// The Bookings section: ?when=upcoming (soonest first, the default) or past (newest first).
export const GET = handle(async (request) => {
  await requireAdmin(request);
  return jsonNoStore(await listAdminBookings(parseQuery(request, bookingListQuerySchema).when));
});
