import 'server-only';
import { getEnv } from '@/lib/env';
import { getRedis } from '@/lib/rate-limit/redis';

// Each solved booking challenge is good for one booking. Its signature is remembered until the
// challenge expires: in Redis when REDIS_URL is set, so a solution spent on one instance is refused
// on every other; else (or while Redis is unreachable) in this process, as the rate limits do.

const PREFIX = 'studio:altcha-used:';
/** Enough for every challenge the per-address limit lets through in one expiry; past it, refuse. */
export const MEMORY_CAPACITY = 50_000;

const remembered = new Map<string, number>();

function claimInMemory(key: string, ttlSeconds: number, now = Date.now()): 'claimed' | 'used' | 'full' {
  const until = remembered.get(key);
  if (until !== undefined && until > now) return 'used';
  if (remembered.size >= MEMORY_CAPACITY) {
    for (const [stored, expiry] of remembered) if (expiry <= now) remembered.delete(stored);
  }
  // A full memory refuses rather than forgets: forgetting one still valid would let it be reused.
  if (remembered.size >= MEMORY_CAPACITY) return 'full';
  remembered.set(key, now + ttlSeconds * 1000);
  return 'claimed';
}

/** 'claimed' the first time a key is seen within its time to live, 'used' after, 'full' if it cannot be remembered. */
export async function claimOnce(key: string, ttlSeconds: number, redisUrl = getEnv().REDIS_URL): Promise<'claimed' | 'used' | 'full'> {
  const ttl = Math.max(1, Math.ceil(ttlSeconds));
  if (redisUrl) {
    try {
      const answer = await getRedis(redisUrl).set(`${PREFIX}${key}`, '1', 'EX', ttl, 'NX');
      return answer === 'OK' ? 'claimed' : 'used';
    } catch {
      // Reported once by the connection (lib/rate-limit/redis.ts); this instance remembers alone meanwhile.
    }
  }
  return claimInMemory(key, ttl);
}
