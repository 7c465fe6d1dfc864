import { requestPasswordReset, resetsByAddress } from '@/lib/auth/password-reset';
import { assertSameOrigin } from '@/lib/auth/same-origin';
import { resetRequestSchema } from '@/lib/auth/team-schemas';
import { parseJson } from '@/lib/http/body';
import { clientIp } from '@/lib/http/client-ip';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';
import { tooManyRequests } from '@/lib/rate-limit/limiter';

const ANSWER = 'If that address belongs to an account, a link to choose a new password is on its way.';

// One answer, at one speed, whether or not the address has an account: the work goes on after it.
export const POST = handle(async (request) => {
  assertSameOrigin(request);
  const byAddress = await resetsByAddress.consume(clientIp(request));
  if (!byAddress.allowed) return tooManyRequests(byAddress.retryAfterSeconds, 'Too many requests. Please try again later.');
  const { email } = await parseJson(request, resetRequestSchema);
  requestPasswordReset(email);
  return jsonNoStore({ detail: ANSWER }, 202);
});
