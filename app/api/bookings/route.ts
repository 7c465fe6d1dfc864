import { bookingEmailLimiter, bookingLimiter } from '@/lib/booking/limits';
import { bookingRequestSchema } from '@/lib/booking/schemas';
import { createBooking, pretendBooking } from '@/lib/booking/service';
import { HONEYPOT_FIELD } from '@/lib/contact/fields';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';
import { refusalByAddress, tooManyRequests } from '@/lib/rate-limit/limiter';
import { slotTakenResponse } from '@/lib/booking/responses';

// POST /api/bookings (docs/booking.md#api): 201 with the booking, 409 with the next free times.
export const POST = handle(async (request) => {
  const input = await parseJson(request, bookingRequestSchema);
  const refused = await refusalByAddress(bookingLimiter, request, 'Too many bookings from this address. Please try again later.');
  if (refused) return refused;
  // A filled honeypot is answered as a booking and dropped, so bots learn nothing.
  if (input[HONEYPOT_FIELD]?.trim()) return jsonNoStore(await pretendBooking(input), 201);
  const byEmail = await bookingEmailLimiter.consume(input.email.toLowerCase());
  if (!byEmail.allowed)
    return tooManyRequests(byEmail.retryAfterSeconds, 'Too many bookings for this e-mail address. Please write to us instead.');
  return slotTakenResponse(async () => jsonNoStore(await createBooking(input), 201));
});
