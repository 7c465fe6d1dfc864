import { contactMessageSchema } from '@/lib/contact/schema';
import { contactRateLimiter, submitContactMessage } from '@/lib/contact/service';
import { handle, jsonOk, parseJson } from '@/lib/http';
import { clientIp, tooManyRequests } from '@/lib/rate-limit/limiter';

// POST /api/contact (SPEC call 16): validate, limit per address, store, answer; mail follows.
export const POST = handle(async (request) => {
  const input = await parseJson(request, contactMessageSchema);
  const limit = await contactRateLimiter.consume(clientIp(request));
  if (!limit.allowed) return tooManyRequests(limit.retryAfterSeconds, 'Too many messages from this address. Please try again later.');
  await submitContactMessage(input, request.headers.get('referer'));
  return jsonOk({ detail: 'Message received' }, 201);
});
