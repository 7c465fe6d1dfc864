import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonOk } from '@/lib/http/responses';
import { checkoutRequest, createCheckout } from '@/lib/shop/checkout/checkout';
import { checkoutRateLimiter } from '@/lib/shop/checkout/limits';
import { clientIp } from '@/lib/http/client-ip';
import { refusalByAddress } from '@/lib/rate-limit/limiter';

// A product id and an origin: anything near this size is not a client of ours.
const MAX_CHECKOUT_BODY_BYTES = 16 * 1024;

export const POST = handle(async (request) => {
  const body = await parseJson(request, checkoutRequest, { maxBytes: MAX_CHECKOUT_BODY_BYTES });
  // Counted once the request is well-formed: only those can open a session.
  const refused = await refusalByAddress(
    checkoutRateLimiter,
    request,
    'Too many checkouts from this address. Please try again in a few minutes.',
  );
  if (refused) return refused;
  return jsonOk({ checkout_url: await createCheckout(body, clientIp(request)) });
});
