import { requireAdmin } from '@/lib/auth/require-admin';
import { readAdminBooking, setBookingStatus } from '@/lib/booking/admin';
import { bookingStatusPatchSchema } from '@/lib/booking/schemas';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';

type Context = RouteContext<'/api/admin/bookings/[id]'>;

export const GET = handle<Context>(async (request, { params }) => {
  await requireAdmin(request, 'bookings');
  return jsonNoStore(await readAdminBooking((await params).id));
});

// Held or no-show after the call (or back to confirmed); cancelling has its own route, as it mails.
export const PATCH = handle<Context>(async (request, { params }) => {
  await requireAdmin(request, 'bookings');
  const { status } = await parseJson(request, bookingStatusPatchSchema);
  return jsonNoStore(await setBookingStatus((await params).id, status));
});
