// @ts-check
import { createRequire } from 'node:module';
import path from 'node:path';

// Next's private APIs, all here and checked by tests/unit/next-internals.test.ts; at each upgrade, the
// checklist in docs/decisions/next-internals.md, then NEXT_VERSION_CHECKED.

export const NEXT_VERSION_CHECKED = '16.4.5';

// From the app's directory, not import.meta.url (docs/decisions/next-internals.md).
const require = createRequire(path.join(process.cwd(), 'package.json'));

/**
 * Starts Next's preparation (instrumentation.ts) now, not at the first request: a bad configuration stops at once.
 * @param {unknown} app what `next({...})` returned, after `await app.prepare()`
 */
export async function startInstrumentation(app) {
  const nextServer = /** @type {{ server: { getServer(): Promise<{ prepare(): Promise<void> }> } }} */ (app).server;
  const server = await nextServer.getServer();
  // Next reports the failure itself; instrumentation.ts ends the process on a refused configuration.
  server.prepare().catch(() => undefined);
}

/** @typedef {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} FileSystemCacheClass */

/**
 * Next's own cache handler class, loaded lazily as Next loads it (the same memory cache).
 * @returns {FileSystemCacheClass}
 */
export function nextFileSystemCache() {
  return /** @type {{ default: FileSystemCacheClass }} */ (require('next/dist/server/lib/incremental-cache/file-system-cache.js')).default;
}

/**
 * @param {string} key
 * @returns {{ lastModified: number } | undefined}
 */
export function memoryCacheEntry(key) {
  const memory = /** @type {{ memoryCache?: { get(key: string): { lastModified: number } | undefined } }} */ (
    /** @type {unknown} */ (nextFileSystemCache())
  ).memoryCache;
  return memory?.get(key);
}

// Where Next's IncrementalCache looks for a handler class when `cacheHandler` names none
// (next/dist/server/lib/incremental-cache/index.js: `globalThis[Symbol.for('@next/cache-handlers')].FetchCache`).
const CACHE_HANDLERS = Symbol.for('@next/cache-handlers');
const handlerRegistry = () => /** @type {Record<symbol, Record<string, unknown> | undefined>} */ (/** @type {unknown} */ (globalThis));

/**
 * Gives Next the page cache's handler class once, in the server's process. Named by `cacheHandler`
 * in next.config.mjs instead, Next `import()`s its file again twice at every request (about 5% of
 * a page's cost; docs/decisions/next-cache-handler.md).
 * @param {Function} handler
 */
export function registerCacheHandler(handler) {
  const global = handlerRegistry();
  global[CACHE_HANDLERS] = { ...global[CACHE_HANDLERS], FetchCache: handler };
}

/**
 * Gives Next's image optimizer the same handler class. It reads only `cacheHandler` from the
 * configuration (once, into the server's `imageCacheHandler`), so with none named it would keep no
 * optimized picture; this makes the handler as it would (next/dist/server/next-server.js).
 * @param {unknown} app what `next({...})` returned, after `await app.prepare()`
 * @param {new (options: object) => unknown} Handler
 */
export async function giveImageCacheHandler(app, Handler) {
  const nextServer = /** @type {{ server: { getServer(): Promise<ImageServer> } }} */ (app).server;
  const server = await nextServer.getServer();
  server.imageCacheHandler ??= new Handler({
    dev: false,
    flushToDisk: server.nextConfig.experimental.isrFlushToDisk,
    serverDistDir: server.serverDistDir,
    maxMemoryCacheSize: server.nextConfig.cacheMaxMemorySize,
    revalidatedTags: [],
    _requestHeaders: {},
  });
}

/**
 * @typedef {object} ImageServer
 * @property {unknown} imageCacheHandler
 * @property {string} serverDistDir
 * @property {{ experimental: { isrFlushToDisk?: boolean }, cacheMaxMemorySize?: number }} nextConfig
 */

/** Whether this process has given Next its cache handler class (then next.config.mjs names no file). */
export function cacheHandlerRegistered() {
  return typeof handlerRegistry()[CACHE_HANDLERS]?.FetchCache === 'function';
}

/** Request headers of Next's client router; page-cache.mjs and the nginx recipe never cache them. */
export const ROUTER_REQUEST_HEADERS = Object.freeze([
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'next-action',
]);

export const RSC_QUERY = '_rsc';

// Flight payload: the set-up, then `self.__next_f.push([kind, "…"])` per chunk (kind 1-3).
const FLIGHT_INIT = /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)(?:;self\.__next_f\.push\(\[2,null\]\))?;?$/;
const FLIGHT_CHUNK = /^self\.__next_f\.push\(\[([1-3]),("[\s\S]*")\]\);?$/;
const TURBOPACK_BOOTSTRAP = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);?$/;
const CHUNK_PATH = /^static\/chunks\/[\w.-]+\.(?:js|css)$/;

/**
 * @param {string} text
 * @param {(value: any) => boolean} check given whatever the JSON holds
 */
function parsesAs(text, check) {
  try {
    return check(JSON.parse(text));
  } catch {
    return false;
  }
}

/**
 * Whether a script has a shape Next writes (data only), so running it is safe whoever put it in the page.
 * @param {string} body
 */
export function isNextInlineScript(body) {
  // Next escapes `<` in what it inlines.
  if (body.includes('<')) return false;
  if (FLIGHT_INIT.test(body)) return true;
  const chunk = FLIGHT_CHUNK.exec(body);
  if (chunk) return parsesAs(chunk[2] ?? '', (value) => typeof value === 'string');
  const bootstrap = TURBOPACK_BOOTSTRAP.exec(body);
  if (bootstrap) {
    return parsesAs(bootstrap[1] ?? '', (value) => {
      const { otherChunks, runtimeModuleIds, ...rest } = value ?? {};
      return (
        Object.keys(rest).length === 0 &&
        Array.isArray(otherChunks) &&
        otherChunks.every((path) => typeof path === 'string' && CHUNK_PATH.test(path)) &&
        Array.isArray(runtimeModuleIds) &&
        runtimeModuleIds.every((id) => Number.isInteger(id))
      );
    });
  }
  return false;
}

/**
 * @next/third-parties's gtag set-up, read from the component so a package update cannot break analytics.
 * @param {string} gaId
 * @returns {Promise<string[]>}
 */
export async function analyticsInlineScripts(gaId) {
  const [{ createElement }, { renderToStaticMarkup }, { GoogleAnalytics }] = await Promise.all([
    import('react'),
    import('react-dom/server'),
    import('@next/third-parties/google'),
  ]);
  /** @type {unknown} */
  let tree;
  renderToStaticMarkup(
    createElement(() => {
      tree = GoogleAnalytics({ gaId });
      return null;
    }),
  );
  return inlineHtmlOf(tree);
}

/**
 * @param {unknown} node
 * @returns {string[]}
 */
function inlineHtmlOf(node) {
  if (Array.isArray(node)) return node.flatMap(inlineHtmlOf);
  if (!node || typeof node !== 'object' || !('props' in node)) return [];
  const props = /** @type {{ children?: unknown; dangerouslySetInnerHTML?: { __html?: unknown } }} */ (node.props ?? {});
  const own = typeof props.dangerouslySetInnerHTML?.__html === 'string' ? [props.dangerouslySetInnerHTML.__html] : [];
  return [...own, ...inlineHtmlOf(props.children)];
}

/**
 * The build's folder as Next resolved it from next.config.mjs (absolute).
 * @param {unknown} app what `next({...})` returned, after `await app.prepare()`
 * @returns {Promise<string>}
 */
export async function buildFolder(app) {
  const nextServer = /** @type {{ server: { getServer(): Promise<{ distDir: string }> } }} */ (app).server;
  return (await nextServer.getServer()).distDir;
}

/**
 * The routes of a build (routes-manifest.json): each page's and handler's pattern as a regular
 * expression, and the redirects Next answers itself (next.config.mjs's and its trailing-slash one).
 * @param {string} distDir
 * @returns {{ routes: { page: string, regex: string }[], redirects: { regex: string }[] }}
 */
export function buildRoutes(distDir) {
  const manifest = require(path.join(distDir, 'routes-manifest.json'));
  return { routes: [...manifest.staticRoutes, ...manifest.dynamicRoutes], redirects: manifest.redirects };
}
