import { readTextBody } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonOk } from '@/lib/http/responses';
import { handleStripeWebhook } from '@/lib/shop/checkout/webhook';

// Stripe's checkout events are a few kilobytes.
const MAX_EVENT_BYTES = 512 * 1024;

// The signature covers the exact bytes Stripe sent, so the body is read as text, never re-serialized.
export const POST = handle(async (request) => {
  await handleStripeWebhook(await readTextBody(request, MAX_EVENT_BYTES), request.headers.get('stripe-signature'));
  return jsonOk({ received: true });
});
