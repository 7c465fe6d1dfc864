import { after } from 'next/server';
import { assertSameOrigin } from '@/lib/auth/same-origin';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonOk } from '@/lib/http/responses';
import { resendAllReceipts } from '@/lib/shop/orders/receipts';
import {
  emailLimitKey,
  RESEND_ACCEPTED,
  resendClientLimiter,
  resendEmailLimiter,
  resendRequestSchema,
} from '@/lib/shop/orders/resend-request';
import { refusalByAddress, tooManyRequests } from '@/lib/rate-limit/limiter';
import { log } from '@/lib/log/logger.mjs';

const TOO_MANY = 'Too many requests for new download links. Please try again later.';

// POST /api/downloads/resend {email, locale}: 202 with the same words for every address. The
// orders are looked up and the receipts queued after the answer has gone, so neither the answer
// nor its timing tells whether the address has bought anything.
export const POST = handle(async (request) => {
  assertSameOrigin(request);
  const { email } = await parseJson(request, resendRequestSchema);
  const refused = await refusalByAddress(resendClientLimiter, request, TOO_MANY);
  if (refused) return refused;
  const perEmail = await resendEmailLimiter.consume(emailLimitKey(email));
  if (!perEmail.allowed) return tooManyRequests(perEmail.retryAfterSeconds, TOO_MANY);
  after(async () => {
    try {
      await resendAllReceipts(email);
    } catch (error) {
      log.error({ area: 'downloads', err: error }, 'the receipts of a re-send request could not be queued');
    }
  });
  return jsonOk({ detail: RESEND_ACCEPTED }, 202);
});
