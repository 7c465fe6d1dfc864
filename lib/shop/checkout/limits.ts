import 'server-only';
import { createRateLimiter, type RateLimit } from '@/lib/rate-limit/limiter';

// Anonymous shop calls that cost something per request: a checkout is a stored session and, with
// Stripe, a call to Stripe's API; a download reads the order and counts against it. A buyer
// makes a handful of each; these bounds leave her ample room and stop a script.

/** Checkouts one address may open. */
export const CHECKOUT_RATE_LIMIT: RateLimit = { name: 'checkout', points: 20, windowSeconds: 10 * 60 };
/** Downloads (or attempts) one address may make. */
export const DOWNLOAD_RATE_LIMIT: RateLimit = { name: 'download', points: 30, windowSeconds: 10 * 60 };

export const checkoutRateLimiter = createRateLimiter(CHECKOUT_RATE_LIMIT);
export const downloadRateLimiter = createRateLimiter(DOWNLOAD_RATE_LIMIT);
