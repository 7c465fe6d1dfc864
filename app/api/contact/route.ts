import { contactMessageSchema } from '@/lib/contact/schema';
import { contactRateLimiter, submitContactMessage } from '@/lib/contact/service';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonOk } from '@/lib/http/responses';
import { refusalByAddress } from '@/lib/rate-limit/limiter';

// POST /api/contact (docs/behaviour.md#contact-form): validate, limit per address, store, answer; mail follows.
export const POST = handle(async (request) => {
  const input = await parseJson(request, contactMessageSchema);
  const refused = await refusalByAddress(contactRateLimiter, request, 'Too many messages from this address. Please try again later.');
  if (refused) return refused;
  await submitContactMessage(input, request.headers.get('referer'));
  return jsonOk({ detail: 'Message received' }, 201);
});
