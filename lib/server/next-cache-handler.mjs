// @ts-check
import { contentChangedAt } from './content-generation.mjs';
import { memoryCacheEntry, nextFileSystemCache } from './next-internals.mjs';
import { SharedCacheHandler, sharedCacheWanted } from './shared-cache.mjs';

// Next's own cache of rendered pages and cached reads (next.config.mjs `cacheHandler`): Next's
// file-system cache (in memory) for one instance, or the cache every instance shares in Redis
// when REDIS_URL is set (shared-cache.mjs). Either way with three rules added:
// - A not-found render is never kept. Unknown project slugs and product ids are whatever a
//   visitor types, so keeping their 404 pages would let random addresses fill the cache and push
//   real pages out of it.
// - An entry is dated when its render or read began, not when it was stored. Next dates it at
//   the store, so a render that began before an admin's save (revalidateTag) and ended after it
//   was kept as fresh with the old content, until the next save. Dated at its start, it counts
//   as expired by that save and is rendered again at the next request.
// - An entry from before the last change of public content is a miss. Next applies a route
//   handler's revalidateTag after the response (as a waitUntil), so a request right after an
//   admin's save could still read the old entry; the save marks the change synchronously, on
//   every instance (content-generation.mjs, content-sync.mjs), before it answers.
// With the file-system cache and `isrFlushToDisk: false` entries live in memory only, bounded by
// `cacheMaxMemorySize`, and what the build rendered is read from the build's files.

// Next's file-system cache is not a public entry point (the cache handlers on npm build on it too):
// it comes from lib/server/next-internals.mjs, with the one private field used below.

// When the render or read of each key that missed the cache began. Next makes a handler per
// request, so this lives in the module. Renders that fail store nothing; the oldest starts are
// dropped beyond this many keys, so missed keys cannot grow it without bound.
const MAX_PENDING = 1000;
/** @type {Map<string, number>} */
const pendingSince = new Map();

/** @param {string} key */
function noteMiss(key) {
  if (pendingSince.has(key)) return;
  pendingSince.set(key, Date.now());
  if (pendingSince.size > MAX_PENDING) pendingSince.delete(/** @type {string} */ (pendingSince.keys().next().value));
}

/** @param {string} key */
function takeStart(key) {
  const startedAt = pendingSince.get(key);
  pendingSince.delete(key);
  return startedAt;
}

/**
 * @typedef {(key: string, data: any, ctx: any) => Promise<void>} StoreFn
 * @typedef {(store: StoreFn, key: string, data: any, ctx: any, startedAt: number | undefined) => Promise<void>} StoreDated
 */

/**
 * The rules above on top of a cache class; `storeDated` stores an entry dated at `startedAt`,
 * which each cache does its own way.
 * @template {new (...args: any[]) => { get(...args: any[]): Promise<any>, set(...args: any[]): Promise<void> }} Base
 * @param {Base} Base
 * @param {StoreDated} storeDated
 */
function withSiteRules(Base, storeDated) {
  return class SiteCacheHandler extends Base {
    /** @param {any[]} args */
    async get(...args) {
      const data = await super.get(...args);
      // Dated at or before the change: it may hold what the change replaced.
      const outdated = data && typeof data.lastModified === 'number' && data.lastModified <= contentChangedAt();
      if (!data || outdated) {
        noteMiss(args[0]);
        return null;
      }
      return data;
    }

    /** @param {string} key @param {any} data @param {any} ctx */
    async set(key, data, ctx) {
      const startedAt = takeStart(key);
      if (data && 'status' in data && data.status === 404) return;
      await storeDated((...store) => super.set(...store), key, data, ctx, startedAt);
    }
  };
}

/** Next's file-system cache dates at the store; the entry in its memory cache is re-dated after. */
export const LocalCacheHandler = withSiteRules(nextFileSystemCache(), async (store, key, data, ctx, startedAt) => {
  await store(key, data, ctx);
  const stored = memoryCacheEntry(key);
  if (stored && startedAt !== undefined && startedAt < stored.lastModified) stored.lastModified = startedAt;
});

/** The shared cache takes the date with the entry. */
export const RedisCacheHandler = withSiteRules(SharedCacheHandler, (store, key, data, ctx, startedAt) =>
  store(key, data, startedAt === undefined ? ctx : { ...ctx, internal_lastModified: startedAt }),
);

export default sharedCacheWanted() ? RedisCacheHandler : LocalCacheHandler;
