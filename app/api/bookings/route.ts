import { spendBookingSolution } from '@/lib/booking/challenge';
import { emailKey } from '@/lib/booking/email-key';
import { holdBooking, pretendHold } from '@/lib/booking/holds';
import { bookingEmailLimiter, bookingLimiter } from '@/lib/booking/limits';
import { bookingRequestSchema } from '@/lib/booking/schemas';
import { HONEYPOT_FIELD } from '@/lib/contact/fields';
import { parseJson } from '@/lib/http/body';
import { clientIp } from '@/lib/http/client-ip';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';
import { refusalByAddress, tooManyRequests } from '@/lib/rate-limit/limiter';
import { slotTakenResponse } from '@/lib/booking/responses';

// POST /api/bookings (docs/booking.md#api): 202 `{status: 'pending', …}` while the time is held for
// the confirmation link; 409 with the next free times; 400 without a fresh solved challenge; 429.
export const POST = handle(async (request) => {
  const { altcha, ...input } = await parseJson(request, bookingRequestSchema);
  const refused = await refusalByAddress(bookingLimiter, request, 'Too many bookings from this address. Please try again later.');
  if (refused) return refused;
  await spendBookingSolution(altcha);
  // A filled honeypot is answered as a booking and dropped, so bots learn nothing.
  if (input[HONEYPOT_FIELD]?.trim()) return jsonNoStore(await pretendHold(input), 202);
  const inbox = emailKey(input.email);
  const byEmail = await bookingEmailLimiter.consume(inbox);
  if (!byEmail.allowed)
    return tooManyRequests(byEmail.retryAfterSeconds, 'Too many bookings for this e-mail address. Please write to us instead.');
  const keys = { emailKey: inbox, clientKey: clientIp(request) };
  return slotTakenResponse(async () => jsonNoStore(await holdBooking(input, keys), 202));
});
