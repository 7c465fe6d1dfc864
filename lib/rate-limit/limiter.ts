import 'server-only';
import ipaddr from 'ipaddr.js';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getEnv } from '@/lib/env';
import { retryLater } from '@/lib/http';
import { getRedis } from './redis';
import { CLIENT_ADDRESS_HEADER } from '@/lib/server/client-address.mjs';

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
 * The visitor's address, as the production server settled it from the connection and the trusted
 * proxies before the request reached Next (lib/server/client-address.mjs): the header holds one
 * address then. Under `next dev` Next fills it from the connection when the client sent none.
 * IPv6 visitors are counted per /64, the block one household or server is given, so an attacker
 * cannot rotate through the addresses of their own block. 'unknown' only happens outside a server.
 */
export function clientIp(request: Request): string {
  const address = request.headers.get(CLIENT_ADDRESS_HEADER)?.split(',').at(-1)?.trim();
  if (!address) return 'unknown';
  if (!ipaddr.IPv6.isValid(address)) return address;
  return `${ipaddr.IPv6.parse(address)
    .parts.slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}

/**
 * Counts one action of the request's client address: null while allowed, else the 429 to answer
 * with `detail`. The per-address limits of the anonymous calls (contact, checkout, download).
 */
export async function refusalByAddress(limiter: RateLimiter, request: Request, detail: string): Promise<Response | null> {
  const limit = await limiter.consume(clientIp(request));
  return limit.allowed ? null : tooManyRequests(limit.retryAfterSeconds, detail);
}

/** 429 with the seconds to wait in Retry-After. */
export function tooManyRequests(retryAfterSeconds: number, detail = 'Too many requests. Please try again later.'): Response {
  return retryLater(429, retryAfterSeconds, detail);
}
