import 'server-only';
import { clientIp } from '@/lib/http/client-ip';
import { RetryLaterError } from '@/lib/http/responses';
import { createRateLimiter } from '@/lib/rate-limit/limiter';

// Invitation and reset links are 256-bit tokens, so guessing is hopeless; the limit keeps a flood of
// tries (each a database read, a password a hash) from costing the server more than a refusal.
const linkTries = createRateLimiter({ name: 'admin-link', points: 20, windowSeconds: 15 * 60 });

export async function linkLimited(request: Request): Promise<void> {
  const result = await linkTries.consume(clientIp(request));
  if (!result.allowed) throw new RetryLaterError(429, result.retryAfterSeconds, 'Too many tries. Please wait a little and try again.');
}
