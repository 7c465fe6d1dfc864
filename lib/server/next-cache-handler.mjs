// @ts-check
import { createRequire } from 'node:module';

// Next's own cache of rendered pages and cached reads (next.config.mjs `cacheHandler`), with one
// rule added: a not-found render is never kept. Unknown project slugs and product ids are
// whatever a visitor types, so keeping their 404 pages would let random addresses fill the cache
// and push real pages out of it. Everything else is Next's file-system cache as it is; with
// `isrFlushToDisk: false` it lives in memory only, bounded by `cacheMaxMemorySize`, and what
// the build rendered is read from the build's files.

/** @typedef {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} FileSystemCacheClass */
// Not a public entry point of Next; the cache handlers on npm build on the same class. Loaded by
// require, as Next itself loads it, so this is the one copy Next's memory cache belongs to.
const { default: FileSystemCache } = /** @type {{ default: FileSystemCacheClass }} */ (
  createRequire(import.meta.url)('next/dist/server/lib/incremental-cache/file-system-cache.js')
);

export default class StudioCacheHandler extends FileSystemCache {
  /** @param {Parameters<InstanceType<FileSystemCacheClass>['set']>} args */
  async set(...args) {
    const [, data] = args;
    if (data && 'status' in data && data.status === 404) return;
    return super.set(...args);
  }
}
