// @ts-check
import { createRequire } from 'node:module';
import path from 'node:path';

// Everything the production server relies on that Next does not document as public: private
// APIs, private fields, file paths inside next/dist, and the exact text of the inline scripts
// Next writes into pages. Nothing else in the site reaches into Next; what Next changes in these
// places breaks here, and tests/unit/next-internals.test.ts checks each against the installed
// `next` package, naming what changed.
//
// Written against Next 16.4.5 (NEXT_VERSION_CHECKED). At each Next upgrade:
// 1. Run tests/unit/next-internals.test.ts. It checks, in the installed package:
//    - startInstrumentation: `next()`'s custom server has the `server` getter (its NextServer),
//      NextServer has getServer(), and the server it makes has an idempotent prepare() that runs
//      instrumentation.ts (next/dist/server/base-server.js, next-server.js);
//    - nextFileSystemCache: next/dist/server/lib/incremental-cache/file-system-cache.js still
//      exports the class, with its in-memory entries on the static `memoryCache` (get(key) →
//      { lastModified });
//    - isNextInlineScript: the scripts Next's own functions write (the flight set-up and chunks of
//      next/dist/server/app-render/stream-ops.node.js and use-flight-response.js, the Turbopack
//      bootstrap of get-page-files.js and turbopack-bootstrap-script.js) still have the shapes
//      below, `<` still escaped;
//    - ROUTER_REQUEST_HEADERS, RSC_QUERY: the request headers and query of router (RSC)
//      requests, next/dist/client/components/app-router-headers.js;
//    - analyticsInlineScripts: @next/third-parties's GoogleAnalytics still returns its gtag
//      set-up as an element with dangerouslySetInnerHTML.
// 2. Run tests/e2e/security-headers.spec.ts and tests/system/page-cache.spec.ts (npm run
//    test:e2e): pages of a real build run with no script refused by their Content-Security-Policy,
//    and the Turbopack bootstrap's parameters (from the build manifest) match.
// 3. Check that the workarounds elsewhere are still needed and still work (they rely on Next's
//    behaviour, not on its private code): lib/server/declared-length.mjs (Next drops a route
//    handler's Content-Length, server/send-response.js), lib/server/single-location.mjs (a cached
//    redirect's Location sent twice, vercel/next.js#82117), lib/security/page-script-hashes.mjs
//    and secure-response.mjs (Next sends a cached page as one string: a speed-up only).
// Then set NEXT_VERSION_CHECKED.

/** The Next version these were last checked against (the test warns when the installed one differs). */
export const NEXT_VERSION_CHECKED = '16.4.5';

// Next is resolved from the app's directory, as start.mjs's next({ dir: process.cwd() }) finds it.
// (Not import.meta.url: the e2e specs load the security layer, and so this module, through
// Playwright's compiler, which fails on an .mjs file that uses import.meta.)
const require = createRequire(path.join(process.cwd(), 'package.json'));

// ---------------------------------------------------------------------------------------------
// Starting instrumentation.ts when the server starts

/**
 * Starts Next's preparation of the production server, which runs instrumentation.ts's register()
 * (configuration check, database migration, admin account), without waiting for it. Next itself
 * would only start it at the first request (today its server's constructor already starts it: a
 * speed-up Next may drop); started now, a misconfigured server stops at once, not at its first
 * visitor. Requests that arrive meanwhile wait for it inside Next, as they would anyway.
 * Private: `app.server` (the NextServer behind `next()`'s custom server, after app.prepare()),
 * its getServer(), and the prepare() of the server that makes, which is idempotent: a second call
 * returns the preparation already under way.
 * @param {unknown} app what `next({...})` returned, after `await app.prepare()`
 */
export async function startInstrumentation(app) {
  const nextServer = /** @type {{ server: { getServer(): Promise<{ prepare(): Promise<void> }> } }} */ (app).server;
  const server = await nextServer.getServer();
  // Next reports a failure itself (its request handler awaits the same preparation), and
  // instrumentation.ts ends the process on a configuration it refuses.
  server.prepare().catch(() => undefined);
}

// ---------------------------------------------------------------------------------------------
// Next's file-system cache (lib/server/next-cache-handler.mjs builds on it)

/** @typedef {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} FileSystemCacheClass */

/**
 * Next's own cache handler class: not a public entry point, but the cache handlers on npm build
 * on it too. Loaded by require, as Next itself loads it, so this is the one copy Next's memory
 * cache belongs to; loaded when first asked for, so the production server's start (which imports
 * this module for the rest) does not load it.
 * @returns {FileSystemCacheClass}
 */
export function nextFileSystemCache() {
  return /** @type {{ default: FileSystemCacheClass }} */ (require('next/dist/server/lib/incremental-cache/file-system-cache.js')).default;
}

/**
 * The entry Next's file-system cache holds in memory for a key (its private static
 * `memoryCache`), whose `lastModified` may be set back; undefined when it holds none.
 * @param {string} key
 * @returns {{ lastModified: number } | undefined}
 */
export function memoryCacheEntry(key) {
  const memory = /** @type {{ memoryCache?: { get(key: string): { lastModified: number } | undefined } }} */ (
    /** @type {unknown} */ (nextFileSystemCache())
  ).memoryCache;
  return memory?.get(key);
}

// ---------------------------------------------------------------------------------------------
// Router (RSC) requests (lib/server/page-cache.mjs never caches them)

/**
 * Request headers of Next's client router: flight (RSC) requests, prefetches, interception
 * routes' `next-url`, and server actions. Next also varies its pages by the first four. The nginx
 * recipe (deploy/nginx/studio.conf) sends each of them, and RSC_QUERY, around its page cache.
 */
export const ROUTER_REQUEST_HEADERS = Object.freeze([
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'next-action',
]);

/** The query parameter Next's router adds to flight requests (cache busting). */
export const RSC_QUERY = '_rsc';

// ---------------------------------------------------------------------------------------------
// The inline scripts Next writes into pages (lib/security/inline-scripts.mjs allows them by hash)

// The flight (RSC) payload: the set-up, then `self.__next_f.push([kind, "…"])` per chunk, kind 1
// (text), 2 (form state) or 3 (binary, base64).
const FLIGHT_INIT = /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)(?:;self\.__next_f\.push\(\[2,null\]\))?;?$/;
const FLIGHT_CHUNK = /^self\.__next_f\.push\(\[([1-3]),("[\s\S]*")\]\);?$/;
// The Turbopack bootstrap: the page's chunks and runtime modules, from the build manifest.
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
 * Whether a script's text has one of the shapes Next writes: it only hands data (one JSON string,
 * or a list of its own chunk files) to Next's runtime, so running it is safe whoever put it in
 * the page.
 * @param {string} body
 */
export function isNextInlineScript(body) {
  // Next escapes `<` in what it inlines; its presence means markup, not a framework script.
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

// ---------------------------------------------------------------------------------------------
// The gtag set-up of @next/third-parties (lib/security/known-scripts.mjs allows it by hash)

/**
 * The inline scripts @next/third-parties's GoogleAnalytics puts in the page (in the browser: they
 * are never in the HTML) for a measurement id, read from the component itself rather than copied,
 * so a package update cannot silently break analytics.
 * @param {string} gaId
 * @returns {Promise<string[]>}
 */
export async function analyticsInlineScripts(gaId) {
  const [{ createElement }, { renderToStaticMarkup }, { GoogleAnalytics }] = await Promise.all([
    import('react'),
    import('react-dom/server'),
    import('@next/third-parties/google'),
  ]);
  // The component uses hooks, so it is called inside a (throwaway) render.
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
 * Every `dangerouslySetInnerHTML.__html` in a React element tree.
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
