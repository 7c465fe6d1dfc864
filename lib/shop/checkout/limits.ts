import 'server-only';
import { createRateLimiter, type RateLimit } from '@/lib/rate-limit/limiter';

export const CHECKOUT_RATE_LIMIT: RateLimit = { name: 'checkout', points: 20, windowSeconds: 10 * 60 };
export const DOWNLOAD_RATE_LIMIT: RateLimit = { name: 'download', points: 30, windowSeconds: 10 * 60 };
export const STATUS_RATE_LIMIT: RateLimit = { name: 'payment-status', points: 60, windowSeconds: 60 };

export const checkoutRateLimiter = createRateLimiter(CHECKOUT_RATE_LIMIT);
export const downloadRateLimiter = createRateLimiter(DOWNLOAD_RATE_LIMIT);
export const statusRateLimiter = createRateLimiter(STATUS_RATE_LIMIT);
