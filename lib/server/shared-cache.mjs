// @ts-check
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { onShutdown } from './lifecycle.mjs';
import { serverSetting } from './settings.mjs';
import { log } from '../log/logger.mjs';

// Shared through Redis with REDIS_URL, not during `next build` (docs/decisions/next-cache-handler.md).

/** @param {NodeJS.ProcessEnv} [env] */
export function sharedCacheWanted(env = process.env) {
  return Boolean(serverSetting('REDIS_URL', env)) && env.NEXT_PHASE !== 'phase-production-build';
}

// A day, not the library's year: a deploy starts a new key space and the old one must expire.
const DEFAULT_STALE_SECONDS = 24 * 60 * 60;
const REDIS_TIMEOUT_MS = 1_000;

/** @type {import('ioredis').Redis | undefined} */
let client;

export async function closeSharedCache() {
  await client?.quit().catch(() => undefined);
  client = undefined;
}

CacheHandler.onCreation(async ({ buildId }) => {
  const url = serverSetting('REDIS_URL');
  if (!url) throw new Error('The shared cache needs REDIS_URL');
  // Loaded here, when the cache is first made: a server without Redis imports this module (the
  // handler chooses at load) but need not load a Redis client at every restart.
  const [{ default: Redis }, { ioredisAdapter }, { default: createRedisHandler }] = await Promise.all([
    import('ioredis'),
    import('@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter'),
    import('@fortedigital/nextjs-cache-handler/redis-strings'),
  ]);
  // No offline queue: while Redis is away a command fails at once (a miss) instead of queuing.
  const connection = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: REDIS_TIMEOUT_MS,
    enableOfflineQueue: false,
  });
  client = connection;
  let reported = false;
  connection.on('error', (/** @type {Error} */ error) => {
    if (!reported)
      log.error({ area: 'cache', reason: error.message }, 'Redis unreachable, pages render without the shared cache until it is back');
    reported = true;
  });
  connection.on('ready', () => {
    reported = false;
  });
  onShutdown('closing the shared cache', closeSharedCache);
  // The first requests wait for the connection (up to its timeout) rather than all miss.
  await new Promise((resolve) => {
    connection.once('ready', resolve);
    connection.once('error', resolve);
  });
  return {
    handlers: [
      createRedisHandler({
        client: /** @type {never} */ (ioredisAdapter(connection)),
        keyPrefix: `studio:next:${buildId?.trim() ?? 'unknown-build'}:`,
        timeoutMs: REDIS_TIMEOUT_MS,
        // Not 'EXAT': the library's ioredis adapter breaks on it (see the decision record).
        keyExpirationStrategy: 'EXPIREAT',
      }),
    ],
    ttl: { defaultStaleAge: DEFAULT_STALE_SECONDS },
  };
});

export { CacheHandler as SharedCacheHandler };
