import 'server-only';
import { AsyncResource } from 'node:async_hooks';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getEnv } from '@/lib/env';
import { retryLater } from '@/lib/http/responses';
import { getRedis } from './redis';
import { clientIp } from '@/lib/http/client-ip';

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

// rate-limiter-flexible's memory store sets a timer per key. A timer made while a request is
// handled keeps that request's async context (Next's stores: the request, its response, its
// caches) alive until it fires: with a minute's window, a load of status polls held hundreds of MB.
// So counting runs in a scope made at server start, outside any request (lib/startup.ts).
const ROOT_SCOPE = Symbol.for('studio.rateLimit.rootScope');
const globalForLimits = globalThis as typeof globalThis & { [ROOT_SCOPE]?: AsyncResource };

/** Called once at server start, before any request: the scope every count then runs in. */
export function setRateLimitScope(): void {
  globalForLimits[ROOT_SCOPE] ??= new AsyncResource('studio-rate-limit');
}

function outsideRequest<T>(work: () => Promise<T>): Promise<T> {
  const root = globalForLimits[ROOT_SCOPE];
  return root ? root.runInAsyncScope(work) : work();
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
        await outsideRequest(() => getStore().consume(key));
        return { allowed: true };
      } catch (rejection) {
        // A limiter rejects with the key's state when it is over the limit; anything else is a failure.
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
    },
    async reward(key) {
      await outsideRequest(() => getStore().reward(key));
    },
    async reset(key) {
      await outsideRequest(() => getStore().delete(key));
    },
  };
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
