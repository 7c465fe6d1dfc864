import { bookingChangeLimiter } from '@/lib/booking/limits';
import { requireBookingId } from '@/lib/booking/links';
import { slotTakenResponse } from '@/lib/booking/responses';
import { rescheduleSchema } from '@/lib/booking/schemas';
import { rescheduleBooking } from '@/lib/booking/service';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';
import { refusalByAddress } from '@/lib/rate-limit/limiter';

type Context = RouteContext<'/api/bookings/[token]/reschedule'>;

// Moves the call to another free time: the same booking and invitation UID, the next SEQUENCE.
export const POST = handle<Context>(async (request, { params }) => {
  const id = requireBookingId((await params).token);
  const { start } = await parseJson(request, rescheduleSchema);
  const refused = await refusalByAddress(bookingChangeLimiter, request, 'Too many changes from this address. Please try again later.');
  if (refused) return refused;
  return slotTakenResponse(async () => jsonNoStore(await rescheduleBooking(id, start)));
});
