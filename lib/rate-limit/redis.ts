import 'server-only';
import Redis from 'ioredis';
import { log } from '@/lib/log/logger.mjs';

const globalForRedis = globalThis as typeof globalThis & { __studioRedis?: Map<string, Redis> };

/** One connection per URL; commands wait at most a second, then the limiter counts in memory. */
export function getRedis(url: string): Redis {
  globalForRedis.__studioRedis ??= new Map();
  let client = globalForRedis.__studioRedis.get(url);
  if (!client) {
    client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 1_000 });
    let reported = false;
    client.on('error', (error) => {
      if (!reported) log.error({ area: 'rate-limit', reason: error.message }, 'Redis unreachable, counting in memory until it is back');
      reported = true;
    });
    client.on('ready', () => {
      reported = false;
    });
    globalForRedis.__studioRedis.set(url, client);
  }
  return client;
}
