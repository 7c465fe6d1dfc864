import { handle, jsonOk, parseJson } from '@/lib/http';
import { checkoutRequest, createCheckout } from '@/lib/payments/checkout';

// A product id and an origin: anything near this size is not a client of ours.
const MAX_CHECKOUT_BODY_BYTES = 16 * 1024;

export const POST = handle(async (request) => {
  const body = await parseJson(request, checkoutRequest, { maxBytes: MAX_CHECKOUT_BODY_BYTES });
  return jsonOk({ checkout_url: await createCheckout(body) });
});
