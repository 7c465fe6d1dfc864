import { requireAdmin } from '@/lib/auth/require-admin';
import { readAdminBooking } from '@/lib/booking/admin';
import { studioCancelSchema } from '@/lib/booking/schemas';
import { cancelBooking } from '@/lib/booking/service';
import { isUuid } from '@/lib/db/uuid';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonNoStore, notFound } from '@/lib/http/responses';

type Context = RouteContext<'/api/admin/bookings/[id]/cancel'>;

// The studio cancels with a message to the visitor, who gets it with a METHOD:CANCEL invitation.
export const POST = handle<Context>(async (request, { params }) => {
  await requireAdmin(request, 'bookings');
  const { id } = await params;
  const { message } = await parseJson(request, studioCancelSchema);
  if (!isUuid(id)) throw notFound('Booking not found');
  await cancelBooking(id, 'studio', message);
  return jsonNoStore(await readAdminBooking(id));
});
