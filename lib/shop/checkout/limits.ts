import 'server-only';
import { createRateLimiter, type RateLimit } from '@/lib/rate-limit/limiter';

// Anonymous shop calls that cost something per request: a checkout is a stored session and, with
// Stripe, a call to Stripe's API; a download reads the order and counts against it; a status poll
// may ask Stripe. A buyer makes a handful of each; these bounds leave her ample room and stop a script.

/** Checkouts one address may open. */
export const CHECKOUT_RATE_LIMIT: RateLimit = { name: 'checkout', points: 20, windowSeconds: 10 * 60 };
/** Downloads (or attempts) one address may make. */
export const DOWNLOAD_RATE_LIMIT: RateLimit = { name: 'download', points: 30, windowSeconds: 10 * 60 };
/** Status polls one address may make: the success page polls up to 10 times per visit. */
export const STATUS_RATE_LIMIT: RateLimit = { name: 'payment-status', points: 60, windowSeconds: 60 };
/**
 * How often the payment provider is asked about one session, however many requests (from however
 * many addresses or instances) ask for it: Stripe refuses an account's calls past its rate limit,
 * checkouts included. In between, the status is answered from our stored snapshot.
 */
export const PROVIDER_REFRESH_LIMIT: RateLimit = { name: 'provider-refresh', points: 1, windowSeconds: 5 };

export const checkoutRateLimiter = createRateLimiter(CHECKOUT_RATE_LIMIT);
export const downloadRateLimiter = createRateLimiter(DOWNLOAD_RATE_LIMIT);
export const statusRateLimiter = createRateLimiter(STATUS_RATE_LIMIT);
export const providerRefreshLimiter = createRateLimiter(PROVIDER_REFRESH_LIMIT);
