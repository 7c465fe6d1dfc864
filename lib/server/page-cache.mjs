// @ts-check
import fresh from 'fresh';
import { contentGeneration } from './content-generation.mjs';
import { ROUTER_REQUEST_HEADERS, RSC_QUERY } from './next-internals.mjs';

// Public pages kept a second, emptied by an admin's save (docs/decisions/page-cache.md).

/**
 * @typedef {object} CachedPage
 * @property {number} statusCode
 * @property {import('node:http').OutgoingHttpHeaders} headers
 * @property {Buffer} body
 */

/** @typedef {CachedPage & { expires: number, generation: number }} Entry */

const PERSONAL_HEADERS = ['cookie', 'authorization', 'range'];
const ROUTER_HEADERS = ROUTER_REQUEST_HEADERS;
const UNCACHED_REQUEST_HEADERS = [...PERSONAL_HEADERS, ...ROUTER_HEADERS];
const KNOWN_VARY = new Set([...ROUTER_HEADERS, 'accept-encoding']);
// Set per response by Node or the compression layer, never replayed.
const NOT_REPLAYED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', 'content-encoding']);

/**
 * @param {{ maxAgeMs?: number, maxBytes?: number, now?: () => number }} [options]
 */
export function createPageCache({ maxAgeMs = 1000, maxBytes = 32 * 1024 * 1024, now = Date.now } = {}) {
  /** @type {Map<string, Entry>} oldest first */
  const entries = new Map();
  let bytes = 0;

  /** @param {string} key */
  const remove = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };

  return {
    /**
     * @param {import('node:http').IncomingMessage} req
     */
    keyOf(req) {
      if (req.method !== 'GET' || !req.url || req.url.includes(`${RSC_QUERY}=`)) return null;
      if (UNCACHED_REQUEST_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
      // By path alone: cached pages cannot read the query, and random queries must not bypass it.
      return req.url.split('?')[0];
    },

    /** @param {string} key @returns {CachedPage | null} */
    get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expires <= now() || entry.generation !== contentGeneration()) {
        remove(key);
        return null;
      }
      return entry;
    },

    /**
     * Keeps the page once complete, unless content changed while it rendered (it may be outdated).
     * @param {string} key
     * @returns {(page: CachedPage) => void}
     */
    offerWhenComplete(key) {
      const generation = contentGeneration();
      return (page) => {
        if (generation === contentGeneration()) this.offer(key, page);
      };
    },

    /**
     * @param {string} key
     * @param {CachedPage} page
     */
    offer(key, page) {
      if (!isSharedCacheable(page) || page.body.length > maxBytes / 8) return;
      remove(key);
      const headers = Object.fromEntries(Object.entries(page.headers).filter(([name]) => !NOT_REPLAYED.has(name)));
      entries.set(key, { ...page, headers, expires: now() + maxAgeMs, generation: contentGeneration() });
      bytes += page.body.length;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },

    get size() {
      return entries.size;
    },
  };
}

/** @param {CachedPage} page */
function isSharedCacheable({ statusCode, headers }) {
  if (statusCode !== 200 || headers['set-cookie'] !== undefined) return false;
  if (!/^text\/html\b/i.test(String(headers['content-type'] ?? ''))) return false;
  const cacheControl = String(headers['cache-control'] ?? '').toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(cacheControl) || !/\bs-maxage=[1-9]/.test(cacheControl)) return false;
  const vary = String(headers.vary ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return vary.every((name) => KNOWN_VARY.has(name));
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {CachedPage} page
 */
export function sendCachedPage(req, res, page) {
  const etag = page.headers.etag;
  if (etag !== undefined && fresh(req.headers, { etag: String(etag) })) {
    res.writeHead(304, { etag, 'cache-control': page.headers['cache-control'], 'x-page-cache': 'hit' });
    res.end();
    return;
  }
  res.writeHead(page.statusCode, { ...page.headers, 'x-page-cache': 'hit' });
  res.end(page.body);
}
