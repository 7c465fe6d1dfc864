import 'server-only';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { errorResponse } from '@/lib/http';

export interface RateLimit {
  /** Actions allowed per key within the window. */
  points: number;
  windowSeconds: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one action of `key`; refused once the key has used up its points in the window. */
  consume(key: string): Promise<RateLimitResult>;
}

/**
 * A limiter kept in this process's memory: right for one app instance. Several instances each
 * count separately (REDIS_URL is reserved for a shared store when that day comes).
 */
export function createRateLimiter({ points, windowSeconds }: RateLimit): RateLimiter {
  const limiter = new RateLimiterMemory({ points, duration: windowSeconds });
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (rejection) {
        // The memory store rejects with the key's state when it is over the limit, never with an error.
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
    },
  };
}

/**
 * The visitor's address as the nearest hop saw it: the LAST x-forwarded-for entry. A client can
 * send any x-forwarded-for it likes and `next start` keeps it as it is, so earlier entries are not
 * to be trusted; a reverse proxy appends the address it was connected from. 'unknown' only
 * happens outside a real server.
 */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return forwarded || request.headers.get('x-real-ip')?.trim() || 'unknown';
}

/** 429 with the seconds to wait in Retry-After, so clients and proxies know when to try again. */
export function tooManyRequests(retryAfterSeconds: number, detail = 'Too many requests. Please try again later.'): Response {
  const response = errorResponse(429, detail);
  response.headers.set('Retry-After', String(retryAfterSeconds));
  return response;
}
