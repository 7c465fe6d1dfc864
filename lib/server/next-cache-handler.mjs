// @ts-check
import { contentChangedAt } from './content-generation.mjs';
import { IMAGE_KIND, storedImage, storeImage } from './image-cache.mjs';
import { memoryCacheEntry, nextFileSystemCache } from './next-internals.mjs';
import { oneBytePage } from './one-byte-page.mjs';
import { SharedCacheHandler, sharedCacheWanted } from './shared-cache.mjs';

// No 404 is kept, entries are dated when their render began, and those from before the last content
// change miss (docs/decisions/next-cache-handler.md). Optimized pictures stay in this process's
// memory (./image-cache.mjs), under the same rule.

// The field of a stored value that keeps its page's Cache-Control lifetime (the shared cache
// library stores the value, not Next's context).
const KEPT_CACHE_CONTROL = 'siteCacheControl';

// Next's kind of a page's entry (next/dist/server/response-cache/types.js, CachedRouteKind).
const APP_PAGE_KIND = 'APP_PAGE';

/**
 * A page's entry with its text at one byte a character (./one-byte-page.mjs), the same entry
 * when it already is: Next's memory keeps the entry it handed out, so each page is converted once.
 * @template {{ kind?: string, html?: unknown } | null | undefined} Value
 * @param {Value} value
 * @returns {Value}
 */
function withOneBytePage(value) {
  if (value?.kind !== APP_PAGE_KIND || typeof value.html !== 'string') return value;
  value.html = oneBytePage(value.html);
  return value;
}

// Render starts by key, kept in the module (Next makes a handler per request), bounded.
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
 * @template {new (...args: any[]) => { get(...args: any[]): Promise<any>, set(...args: any[]): Promise<void> }} Base
 * @param {Base} Base
 * @param {StoreDated} storeDated
 */
function withSiteRules(Base, storeDated) {
  return class SiteCacheHandler extends Base {
    /** @param {any[]} args */
    async get(...args) {
      const [key, ctx] = args;
      const data = ctx?.kind === IMAGE_KIND ? storedImage(key) : await super.get(...args);
      // Dated at or before the change: it may hold what the change replaced.
      const outdated = data && typeof data.lastModified === 'number' && data.lastModified <= contentChangedAt();
      if (!data || outdated) {
        noteMiss(args[0]);
        return null;
      }
      withOneBytePage(data.value);
      // A page's lifetime, kept with it in the shared cache (below): Next takes it from the entry
      // before its own memory, which knows only the pages this instance rendered. Without it, a page
      // another instance rendered would go out with no Cache-Control, and nginx would not keep it.
      const kept = data.value?.[KEPT_CACHE_CONTROL];
      return kept && !data.cacheControl ? { ...data, cacheControl: kept } : data;
    }

    /** @param {string} key @param {any} data @param {any} ctx */
    async set(key, data, ctx) {
      const startedAt = takeStart(key);
      if (data && 'status' in data && data.status === 404) return;
      if (data?.kind === IMAGE_KIND) return storeImage(key, data, startedAt ?? Date.now());
      const stored = data?.kind === APP_PAGE_KIND ? withOneBytePage({ ...data }) : data;
      await storeDated((...store) => super.set(...store), key, stored, ctx, startedAt);
    }
  };
}

/** Next's file-system cache dates at the store; the entry in its memory cache is re-dated after. */
export const LocalCacheHandler = withSiteRules(nextFileSystemCache(), async (store, key, data, ctx, startedAt) => {
  await store(key, data, ctx);
  const stored = memoryCacheEntry(key);
  if (stored && startedAt !== undefined && startedAt < stored.lastModified) stored.lastModified = startedAt;
});

export const RedisCacheHandler = withSiteRules(SharedCacheHandler, (store, key, data, ctx, startedAt) => {
  const value = data && typeof data === 'object' && ctx?.cacheControl ? { ...data, [KEPT_CACHE_CONTROL]: ctx.cacheControl } : data;
  return store(key, value, startedAt === undefined ? ctx : { ...ctx, internal_lastModified: startedAt });
});

export default sharedCacheWanted() ? RedisCacheHandler : LocalCacheHandler;
