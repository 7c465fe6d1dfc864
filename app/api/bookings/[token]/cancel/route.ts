import { bookingChangeLimiter } from '@/lib/booking/limits';
import { requireBookingId } from '@/lib/booking/links';
import { visitorCancelSchema } from '@/lib/booking/schemas';
import { cancelBooking } from '@/lib/booking/service';
import { toPublicBooking } from '@/lib/booking/views';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';
import { refusalByAddress } from '@/lib/rate-limit/limiter';

type Context = RouteContext<'/api/bookings/[token]/cancel'>;

// The visitor cancels through her link: both sides get a METHOD:CANCEL invitation.
export const POST = handle<Context>(async (request, { params }) => {
  const id = requireBookingId((await params).token);
  const { reason } = await parseJson(request, visitorCancelSchema);
  const refused = await refusalByAddress(bookingChangeLimiter, request, 'Too many changes from this address. Please try again later.');
  if (refused) return refused;
  const { row, settings } = await cancelBooking(id, 'visitor', reason);
  return jsonNoStore(toPublicBooking(row, settings));
});
