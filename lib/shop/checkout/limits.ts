import 'server-only';
import { createRateLimiter, type RateLimit } from '@/lib/rate-limit/limiter';

export const CHECKOUT_RATE_LIMIT: RateLimit = { name: 'checkout', points: 20, windowSeconds: 10 * 60 };
export const DOWNLOAD_RATE_LIMIT: RateLimit = { name: 'download', points: 30, windowSeconds: 10 * 60 };
export const STATUS_RATE_LIMIT: RateLimit = { name: 'payment-status', points: 60, windowSeconds: 60 };
/** Per session, across addresses and instances (docs/decisions/payment-status-polling.md). */
export const PROVIDER_REFRESH_LIMIT: RateLimit = { name: 'provider-refresh', points: 1, windowSeconds: 5 };

export const checkoutRateLimiter = createRateLimiter(CHECKOUT_RATE_LIMIT);
export const downloadRateLimiter = createRateLimiter(DOWNLOAD_RATE_LIMIT);
export const statusRateLimiter = createRateLimiter(STATUS_RATE_LIMIT);
export const providerRefreshLimiter = createRateLimiter(PROVIDER_REFRESH_LIMIT);
