import { handle, jsonOk, parseJsonBody } from '@/lib/http';
import { checkoutRequest, createCheckout } from '@/lib/payments/checkout';

export const POST = handle(async (request) => {
  const body = await parseJsonBody(request, checkoutRequest);
  return jsonOk({ checkout_url: await createCheckout(body) });
});
