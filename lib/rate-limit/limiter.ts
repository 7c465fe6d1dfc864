import 'server-only';
import { AsyncResource } from 'node:async_hooks';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getEnv } from '@/lib/env';
import { retryLater } from '@/lib/http/responses';
import { getRedis } from './redis';
import { inSpan, SpanKind } from '@/lib/tracing/spans.mjs';
import { clientIp } from '@/lib/http/client-ip';

export interface RateLimit {
  /** Names the counter in a shared store, so two limiters never count into each other's keys. */
  name: string;
  points: number;
  windowSeconds: number;
  blockSeconds?: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** What the next consume would answer, counting nothing: to refuse before any other work. */
  check(key: string): Promise<RateLimitResult>;
  /** Counts one action; `windowSeconds` sets the length of a window this action opens (a back-off's step). */
  consume(key: string, windowSeconds?: number): Promise<RateLimitResult>;
  /** Actions counted in the key's current window (0 once it has passed). */
  count(key: string): Promise<number>;
  reward(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

function buildStore({ name, points, windowSeconds, blockSeconds }: RateLimit, redisUrl: string | undefined): RateLimiterAbstract {
  const options = { keyPrefix: `studio:${name}`, points, duration: windowSeconds, blockDuration: blockSeconds ?? 0 };
  const memory = new RateLimiterMemory(options);
  if (!redisUrl) return memory;
  // Shared by every instance; if Redis fails, this instance counts alone rather than letting all through.
  return new RateLimiterRedis({ ...options, storeClient: getRedis(redisUrl), insuranceLimiter: memory });
}

// Counts run in a scope made at server start, outside any request (docs/decisions/rate-limit-scope.md).
const ROOT_SCOPE = Symbol.for('studio.rateLimit.rootScope');
const globalForLimits = globalThis as typeof globalThis & { [ROOT_SCOPE]?: AsyncResource };

export function setRateLimitScope(): void {
  globalForLimits[ROOT_SCOPE] ??= new AsyncResource('studio-rate-limit');
}

function outsideRequest<T>(work: () => Promise<T>): Promise<T> {
  const root = globalForLimits[ROOT_SCOPE];
  return root ? root.runInAsyncScope(work) : work();
}

/** With tracing on, a call to Redis is a span of the request that made it (its work runs outside, as above). */
function inStore<T>(store: RateLimiterAbstract, limit: RateLimit, operation: string, work: () => Promise<T>): Promise<T> {
  if (!(store instanceof RateLimiterRedis)) return outsideRequest(work);
  const attributes = { 'db.system.name': 'redis', 'db.operation.name': operation, 'studio.rate_limit': limit.name };
  return inSpan(`redis ${operation}`, { kind: SpanKind.CLIENT, attributes }, () => outsideRequest(work));
}

export function createRateLimiter(limit: RateLimit, redisUrl?: string): RateLimiter {
  let store: RateLimiterAbstract | undefined;
  // Built on first use: limiters are module constants, and configuration is read at request time.
  const getStore = () => (store ??= buildStore(limit, redisUrl ?? getEnv().REDIS_URL));
  return {
    async consume(key, windowSeconds) {
      try {
        const options = windowSeconds === undefined ? {} : { customDuration: windowSeconds };
        await inStore(getStore(), limit, 'consume', () => getStore().consume(key, 1, options));
        return { allowed: true };
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
    },
    async check(key) {
      const state = await inStore(getStore(), limit, 'get', () => getStore().get(key));
      // The memory store keeps a passed window until its timer fires: it no longer counts.
      if (!state || state.msBeforeNext <= 0 || state.consumedPoints < limit.points) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) };
    },
    async count(key) {
      const current = await inStore(getStore(), limit, 'get', () => getStore().get(key));
      // The memory store keeps a passed window until its timer fires: it no longer counts.
      return current && current.msBeforeNext > 0 ? current.consumedPoints : 0;
    },
    async reward(key) {
      await inStore(getStore(), limit, 'reward', () => getStore().reward(key));
    },
    async reset(key) {
      await inStore(getStore(), limit, 'delete', () => getStore().delete(key));
    },
  };
}

/** Counts the client address: null while allowed, else the 429 to answer. */
export async function refusalByAddress(limiter: RateLimiter, request: Request, detail: string): Promise<Response | null> {
  const limit = await limiter.consume(clientIp(request));
  return limit.allowed ? null : tooManyRequests(limit.retryAfterSeconds, detail);
}

export function tooManyRequests(retryAfterSeconds: number, detail = 'Too many requests. Please try again later.'): Response {
  return retryLater(429, retryAfterSeconds, detail);
}
