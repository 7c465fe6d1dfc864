import { requireAdmin } from '@/lib/auth/require-admin';
import { readAdminBooking } from '@/lib/booking/admin';
import { releaseHold } from '@/lib/booking/holds';
import { isUuid } from '@/lib/db/uuid';
import { handle } from '@/lib/http/handle';
import { jsonNoStore, notFound } from '@/lib/http/responses';

type Context = RouteContext<'/api/admin/bookings/[id]/release'>;

// The studio lets a pending hold go: its time is free at once and nobody is mailed (the visitor's
// link then says the hold has ended). 409 for a booking that is not pending. No body.
export const POST = handle<Context>(async (request, { params }) => {
  await requireAdmin(request, 'bookings');
  const { id } = await params;
  if (!isUuid(id)) throw notFound('Booking not found');
  await releaseHold(id);
  return jsonNoStore(await readAdminBooking(id));
});
