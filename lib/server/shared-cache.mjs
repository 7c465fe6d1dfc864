// @ts-check
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import Redis from 'ioredis';
import { onShutdown } from './lifecycle.mjs';
import { serverSetting } from './settings.mjs';

// Next's cache of rendered pages and cached reads, shared by every instance through Redis
// (@fortedigital/nextjs-cache-handler, on the ioredis client the rate limits already use): a page
// one instance renders serves the others, and a tag one instance revalidates is expired for all.
// Used when REDIS_URL is set (read as settings.mjs defines it), except while `next build` runs (the build renders into its own
// files, which need no Redis). Without REDIS_URL, Next's own file-system cache serves one instance.

/** @param {NodeJS.ProcessEnv} [env] */
export function sharedCacheWanted(env = process.env) {
  return Boolean(serverSetting('REDIS_URL', env)) && env.NEXT_PHASE !== 'phase-production-build';
}

// Pages without a revalidate time are kept for a day (and dropped after a day and a half), not the
// library's year: a deploy starts a new key space (the build id is in the prefix), and the old
// build's entries must leave Redis on their own.
const DEFAULT_STALE_SECONDS = 24 * 60 * 60;
// A Redis that does not answer within this reads as a miss: the page renders instead of waiting.
const REDIS_TIMEOUT_MS = 1_000;

/** @type {Redis | undefined} */
let client;

/** Closes the connection (at shutdown, after the requests in flight; and in tests). */
export async function closeSharedCache() {
  await client?.quit().catch(() => undefined);
  client = undefined;
}

CacheHandler.onCreation(async ({ buildId }) => {
  const url = serverSetting('REDIS_URL');
  if (!url) throw new Error('The shared cache needs REDIS_URL');
  // Without the offline queue a command fails at once while Redis is away (a cache miss), instead
  // of queuing behind the reconnection.
  const connection = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: REDIS_TIMEOUT_MS,
    enableOfflineQueue: false,
  });
  client = connection;
  let reported = false;
  connection.on('error', (/** @type {Error} */ error) => {
    if (!reported) console.error(`[cache] Redis unreachable, pages render without the shared cache until it is back: ${error.message}`);
    reported = true;
  });
  connection.on('ready', () => {
    reported = false;
  });
  onShutdown('closing the shared cache', closeSharedCache);
  // The first requests wait for the connection, up to its timeout: without the offline queue
  // they would otherwise all miss while it opens.
  await new Promise((resolve) => {
    connection.once('ready', resolve);
    connection.once('error', resolve);
  });
  return {
    handlers: [
      createRedisHandler({
        client: /** @type {never} */ (ioredisAdapter(connection)),
        // Each build's pages reference its own scripts: a build never reads another's entries.
        keyPrefix: `studio:next:${buildId?.trim() ?? 'unknown-build'}:`,
        timeoutMs: REDIS_TIMEOUT_MS,
        // Not 'EXAT': the library's ioredis adapter calls SET with options unbound from its client
        // (fails with "Cannot read properties of undefined (reading 'options')"); SET then EXPIREAT
        // uses only bound calls.
        keyExpirationStrategy: 'EXPIREAT',
      }),
    ],
    ttl: { defaultStaleAge: DEFAULT_STALE_SECONDS },
  };
});

export { CacheHandler as SharedCacheHandler };
