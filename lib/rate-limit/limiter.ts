import 'server-only';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getEnv } from '@/lib/env';
import { errorResponse } from '@/lib/http';
import { getRedis } from './redis';

export interface RateLimit {
  /** Names the counter in a shared store, so two limiters never count into each other's keys. */
  name: string;
  /** Actions allowed per key within the window. */
  points: number;
  windowSeconds: number;
  /** Once over the limit, refuse the key for this long (default: until the window ends). */
  blockSeconds?: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one action of `key`; refused once the key has used up its points in the window. */
  consume(key: string): Promise<RateLimitResult>;
  /** Gives back one point, e.g. for an attempt that turned out to be legitimate. */
  reward(key: string): Promise<void>;
  /** Forgets the key entirely. */
  reset(key: string): Promise<void>;
}

function buildStore({ name, points, windowSeconds, blockSeconds }: RateLimit, redisUrl: string | undefined): RateLimiterAbstract {
  const options = { keyPrefix: `studio:${name}`, points, duration: windowSeconds, blockDuration: blockSeconds ?? 0 };
  const memory = new RateLimiterMemory(options);
  if (!redisUrl) return memory;
  // With Redis every app instance shares the counts; if Redis fails, this instance keeps counting
  // on its own rather than letting everything through.
  return new RateLimiterRedis({ ...options, storeClient: getRedis(redisUrl), insuranceLimiter: memory });
}

/**
 * A limiter kept in this process's memory, or in Redis when REDIS_URL is set (needed once several
 * app instances serve the site). `redisUrl` is a parameter so tests can point at a server.
 */
export function createRateLimiter(limit: RateLimit, redisUrl?: string): RateLimiter {
  let store: RateLimiterAbstract | undefined;
  // Built on first use: limiters are module constants, and configuration is read at request time.
  const getStore = () => (store ??= buildStore(limit, redisUrl ?? getEnv().REDIS_URL));
  return {
    async consume(key) {
      try {
        await getStore().consume(key);
        return { allowed: true };
      } catch (rejection) {
        // A limiter rejects with the key's state when it is over the limit; anything else is a failure.
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
    },
    async reward(key) {
      await getStore().reward(key);
    },
    async reset(key) {
      await getStore().delete(key);
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
