// @ts-check
import fresh from 'fresh';
import { contentGeneration } from './content-generation.mjs';
import { ROUTER_REQUEST_HEADERS, RSC_QUERY } from './next-internals.mjs';

// A short-lived cache of whole public pages in front of Next, like the micro-cache of a reverse
// proxy: a page Next has rendered is kept for one second and sent again as it is, because serving
// it through Next costs far more per request (docs/decisions/page-cache.md).
//
// It only keeps what Next itself declares cacheable by a shared cache (a 200 HTML answer with
// `s-maxage`, no cookie set) for requests that carry nothing personal or router-specific, so any
// visitor could have been given the same bytes by a CDN. An admin's save empties it at once
// (content-generation.mjs), so "visible at the next request" still holds; otherwise a page is at
// most a second older than Next's own copy.

/**
 * @typedef {object} CachedPage
 * @property {number} statusCode
 * @property {import('node:http').OutgoingHttpHeaders} headers
 * @property {Buffer} body
 */

/** @typedef {CachedPage & { expires: number, generation: number }} Entry */

// Requests that ask for something other than the public HTML of a page.
const PERSONAL_HEADERS = ['cookie', 'authorization', 'range'];
const ROUTER_HEADERS = ROUTER_REQUEST_HEADERS;
const UNCACHED_REQUEST_HEADERS = [...PERSONAL_HEADERS, ...ROUTER_HEADERS];
// What Next varies its pages by; requests with any of these headers are not cached (above).
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
     * The key of a request whose answer may come from the cache, or null.
     * @param {import('node:http').IncomingMessage} req
     */
    keyOf(req) {
      if (req.method !== 'GET' || !req.url || req.url.includes(`${RSC_QUERY}=`)) return null;
      if (UNCACHED_REQUEST_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
      // The path alone: only pages Next renders once for everyone are kept, and those cannot read
      // the query, so `/about?x=1` is `/about`, and random queries cannot bypass the cache.
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
     * Keeps the answer to a request whose rendering starts now, once it is complete. A page
     * whose rendering began before an admin's save may show the old content, so it is kept only
     * if no change happened meanwhile.
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
     * Keeps a complete answer if Next marked it as cacheable by anyone.
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
 * Sends a cached page (marked `X-Page-Cache: hit`, as proxies mark theirs): a 304 when the
 * browser already holds these bytes (same ETag).
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
