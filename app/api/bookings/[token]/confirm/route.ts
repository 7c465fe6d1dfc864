import { confirmHold } from '@/lib/booking/holds';
import { bookingChangeLimiter } from '@/lib/booking/limits';
import { requireConfirmId } from '@/lib/booking/links';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';
import { refusalByAddress } from '@/lib/rate-limit/limiter';

type Context = RouteContext<'/api/bookings/[token]/confirm'>;

// The confirmation mail's link opens a page whose button posts here (a GET never confirms, so a mail
// scanner that follows links confirms nothing): the call is booked and its invitation sent. No body.
export const POST = handle<Context>(async (request, { params }) => {
  const id = requireConfirmId((await params).token);
  const refused = await refusalByAddress(bookingChangeLimiter, request, 'Too many changes from this address. Please try again later.');
  if (refused) return refused;
  return jsonNoStore(await confirmHold(id));
});
