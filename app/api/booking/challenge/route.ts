import { newBookingChallenge } from '@/lib/booking/challenge';
import { bookingChallengeLimiter } from '@/lib/booking/limits';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';
import { refusalByAddress } from '@/lib/rate-limit/limiter';

// GET /api/booking/challenge: a signed ALTCHA challenge `{algorithm, challenge, salt, signature,
// maxnumber}` for the booking form (docs/booking.md#api). One HMAC, no database; limited per address.
export const GET = handle(async (request) => {
  const refused = await refusalByAddress(
    bookingChallengeLimiter,
    request,
    'Too many challenges from this address. Please try again later.',
  );
  if (refused) return refused;
  return jsonNoStore(await newBookingChallenge());
});
