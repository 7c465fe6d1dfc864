import { handle } from '@/lib/http/handle';
import { deliverableResponse } from '@/lib/shop/downloads/deliverable-response';
import { downloadDeliverable } from '@/lib/shop/checkout/download';
import { downloadRateLimiter } from '@/lib/shop/checkout/limits';
import { refusalByAddress } from '@/lib/rate-limit/limiter';

type Context = RouteContext<'/api/download/[sessionId]'>;

export const GET = handle<Context>(async (request, { params }) => {
  const refused = await refusalByAddress(
    downloadRateLimiter,
    request,
    'Too many downloads from this address. Please try again in a few minutes.',
  );
  if (refused) return refused;
  return deliverableResponse(await downloadDeliverable((await params).sessionId));
});
