import { handle } from '@/lib/http/handle';
import { jsonNoStore, notFound } from '@/lib/http/responses';
import { refusalByAddress } from '@/lib/rate-limit/limiter';
import { statusRateLimiter } from '@/lib/shop/checkout/limits';
import { statusJson, syncSession } from '@/lib/shop/checkout/status';
import { receiptSummaryJson } from '@/lib/shop/documents/receipt-data';

type Context = RouteContext<'/api/payments/status/[sessionId]'>;

export const GET = handle<Context>(async (request, { params }) => {
  const refused = await refusalByAddress(
    statusRateLimiter,
    request,
    'Too many status requests from this address. Please try again in a minute.',
  );
  if (refused) return refused;
  const synced = await syncSession((await params).sessionId);
  if (!synced) throw notFound('Session not found');
  // Once paid, the receipt page shows the receipt's number and figures (docs/shop.md#receipt-pdf).
  const answer = jsonNoStore({ ...statusJson(synced.session), receipt: synced.order && receiptSummaryJson(synced.order) });
  // Stripe's budget was spent: the answer is what the database knows; ask again after this.
  if (synced.retryAfterSeconds !== undefined) answer.headers.set('Retry-After', String(synced.retryAfterSeconds));
  return answer;
});
