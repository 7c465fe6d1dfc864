// @ts-check
// `npm start`: the production server. Next's own request handler, behind two layers that
// `next start` lacks: compression after the headers are final, the security headers that
// depend on each response (a Content-Security-Policy that allows a page's own inline scripts by
// hash, and HSTS on https; see lib/security), and a one-second cache of public pages
// (lib/server/page-cache.mjs).
//
// Options as for `next start`: -p/--port (or PORT, default 3000) and -H/--hostname (default: all
// interfaces). The HOSTNAME variable is not read: many shells and containers set it to the
// machine's name. The settings this server needs itself are parsed, after loading the .env files,
// by lib/server/settings.mjs: the same definitions lib/env.ts validates the whole configuration
// with when the app starts, so an invalid value is refused here, before Next loads, with the
// message the app would give.
import { createServer } from 'node:http';
import nodeModule from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import nextEnv from '@next/env';
import { ownerOnlyFiles } from '../lib/db/private-folder.mjs';
import { log } from '../lib/log/logger.mjs';

// Everything this server writes (the embedded database's folder, uploads on their way, caches)
// is its owner's alone, whatever umask it was started with (docs/security.md#the-data-folder).
ownerOnlyFiles();

// Node 22 and later keep V8's compiled code of the modules loaded below (Next above all) on disk,
// so a restart compiles less (docs/decisions/restart-time.md). Node 20 has no such cache.
/** @type {{ enableCompileCache?: () => unknown }} */ (nodeModule).enableCompileCache?.();

Object.assign(process.env, { NODE_ENV: 'production' });
nextEnv.loadEnvConfig(process.cwd());

const { values: args } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
// The settings this server reads itself, refused before Next loads when invalid (lib/server/settings.mjs).
const { ConfigError, parseServerSettings } = await import('../lib/server/settings.mjs');

/** The server's settings, or the process ends naming each invalid one (as lib/startup.ts does). */
function readSettings() {
  try {
    return parseServerSettings({ ...process.env, PORT: args.port ?? process.env.PORT });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`\n${error.message}\n\nSee .env.example for every setting.\n`);
    process.exit(1);
  }
}

const settings = readSettings();
// The log was made at the first import above, before the .env files were read.
log.level = settings.LOG_LEVEL;
const port = settings.PORT;
const hostname = args.hostname;

// Imported after NODE_ENV is set: React and Next pick their production builds when loaded.
const [
  { default: next },
  { default: compression },
  { knownInlineScripts },
  { hashSource },
  { secureResponse },
  { createPageCache, sendCachedPage },
  { markClientAddressLayer, settleClientAddress },
  { keepNotFoundUncached, refuseUnknownApi, refuseUnservable },
  { restoreDeclaredLength },
  { keepOneLocation },
  { keepRedirectsShort },
  { answerOutageAsUnavailable },
  { answerWhileDraining, drainAndStop, onShutdown },
  { buildFolder, buildRoutes, giveImageCacheHandler, registerCacheHandler, startInstrumentation },
  { createAddressBook, publicFileAddresses },
  { createNotFoundPages, sendNotFoundPage },
  { DEFAULT_LOCALE, LOCALE_PREFIXES },
  { answerRememberedRefusal },
  { setSiteWideHeaders },
  { prefixRedirectRoute, redirectDefaultLocalePrefix },
  { answerLogged, createRouteNamer },
] = await Promise.all([
  import('next'),
  import('compression'),
  import('../lib/security/known-scripts.mjs'),
  import('../lib/security/inline-scripts.mjs'),
  import('../lib/security/secure-response.mjs'),
  import('../lib/server/page-cache.mjs'),
  import('../lib/server/client-address.mjs'),
  import('../lib/server/request-gate.mjs'),
  import('../lib/server/declared-length.mjs'),
  import('../lib/server/single-location.mjs'),
  import('../lib/server/redirect-lifetime.mjs'),
  import('../lib/server/page-outage.mjs'),
  import('../lib/server/lifecycle.mjs'),
  import('../lib/server/next-internals.mjs'),
  import('../lib/server/unknown-address.mjs'),
  import('../lib/server/not-found-pages.mjs'),
  import('./locales.mjs'),
  import('../lib/server/remembered-refusals.mjs'),
  import('../lib/security/site-wide-headers.mjs'),
  import('../lib/server/default-locale-prefix.mjs'),
  import('../lib/server/request-log.mjs'),
]);

// The port is taken first, before Next and the database start: a port in use ends the process
// while it has loaded nothing else. (Exiting while PGlite and Next were loading hung at times in
// V8's worker threads, and the process never ended.) Until the app is ready, every request is
// answered 503 with Retry-After, as a starting server should be.
let serving = false;
const server = createServer((req, res) => {
  if (!serving) return answerStarting(res);
  // First: a trusted proxy's request id is kept, anyone else's dropped, before it is read.
  settleClientAddress(req, trustProxy);
  answerLogged(req, /** @type {never} */ (res), routeOf, () => answer(req, /** @type {never} */ (res)));
});

// A port in use (another server, often this one started twice) or not ours to take ends the
// process: without this listener Node reports it as an uncaught exception and keeps running.
server.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
  const address = `${hostname ?? 'all interfaces'}, port ${port}`;
  const reasons = /** @type {Record<string, string>} */ ({
    EADDRINUSE: `port ${port} is already in use (another server, or this one started twice); stop it or choose another port with -p or PORT`,
    EACCES: `port ${port} needs privileges this process lacks; choose a port above 1023 with -p or PORT`,
  });
  console.error(`\nThe server cannot listen on ${address}: ${reasons[error.code ?? ''] ?? error.message}\n`);
  process.exit(1);
});
await new Promise((resolve) => server.listen(port, hostname, () => resolve(undefined)));

/** @param {import('node:http').ServerResponse} res */
function answerStarting(res) {
  const body = JSON.stringify({ detail: 'This server is starting. Please try again in a moment.' });
  res.writeHead(503, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'Retry-After': '1',
  });
  res.end(body);
}

const gaMeasurementId = settings.GA_MEASUREMENT_ID;
/** @type {import('../lib/security/secure-response.mjs').SecurityOptions} */
const security = {
  https: settings.SITE_URL.startsWith('https://'),
  analytics: Boolean(gaMeasurementId),
  videoHosts: settings.VIDEO_EMBED_HOSTS,
  knownScriptHashes: [...(await knownInlineScripts({ gaMeasurementId }))].map(hashSource),
};

// Rate limits count per client address: the connection's, or as far as trusted proxies vouch for
// it (TRUSTED_PROXIES; see lib/server/client-address.mjs).
const trustProxy = settings.TRUSTED_PROXIES;
markClientAddressLayer();

// Several instances on one Redis: an admin's save on one outdates the pages every instance holds
// (lib/server/content-sync.mjs); Next's cache itself is then shared in Redis (lib/server/shared-cache.mjs).
const redisUrl = settings.REDIS_URL;
if (redisUrl) {
  // Loaded only here: without Redis, a restart need not load its client.
  const { shareContentChanges } = await import('../lib/server/content-sync.mjs');
  const contentSync = shareContentChanges(redisUrl);
  onShutdown('leaving the other instances', contentSync.close);
}

// Next's page cache handler, given as a class once: named in next.config.mjs, it would be imported
// again at every request (lib/server/next-internals.mjs). The image optimizer gets it too.
const { default: cacheHandler } = await import('../lib/server/next-cache-handler.mjs');
registerCacheHandler(cacheHandler);
const app = next({ dev: false, dir: process.cwd(), port, hostname });
const handle = app.getRequestHandler();
await app.prepare();
await giveImageCacheHandler(app, cacheHandler);
// Next would start instrumentation.ts (configuration check, database migration, admin account) at
// the first request; starting it now makes a misconfigured server stop at once, not at its first
// visitor. Requests that arrive meanwhile wait for the database like any other. This reaches
// into Next's private API, as everything of that kind does, in lib/server/next-internals.mjs.
await startInstrumentation(app);

// next.config.mjs turns Next's own compression off: it would compress before the security layer
// sees the page. Here compression wraps the response first, so it runs last.
const compress = compression();
// Public pages Next marks as cacheable are answered from memory for a while, one second unless
// PAGE_CACHE_SECONDS says otherwise (0 turns the cache off; see lib/server/page-cache.mjs).
const pageCacheSeconds = settings.PAGE_CACHE_SECONDS;
const pages = pageCacheSeconds > 0 ? createPageCache({ maxAgeMs: pageCacheSeconds * 1000 }) : null;
// Addresses the build has no page or handler for are answered without Next: an API one with a
// small JSON 404, a page with its language's not-found page kept in memory (lib/server/not-found-pages.mjs).
const builtRoutes = buildRoutes(await buildFolder(app));
const addresses = createAddressBook({
  ...builtRoutes,
  redirects: [...builtRoutes.redirects, prefixRedirectRoute(DEFAULT_LOCALE)],
  publicFiles: publicFileAddresses(path.join(process.cwd(), 'public')),
  localePrefixes: LOCALE_PREFIXES,
});
const notFoundPages = createNotFoundPages();
// The access lines name routes, not addresses (lib/server/request-log.mjs).
const routeOf = createRouteNamer(builtRoutes.routes, LOCALE_PREFIXES);

// From here the app answers.
serving = true;

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse & { pageCache?: 'hit' | 'miss' }} res
 */
function answer(req, res) {
  // Here rather than in Next's route table, where matching them cost every request (next.config.mjs).
  setSiteWideHeaders(res);
  keepNotFoundUncached(res);
  restoreDeclaredLength(res);
  keepOneLocation(res);
  keepRedirectsShort(res);
  answerOutageAsUnavailable(res);
  if (refuseUnservable(req, res) || answerWhileDraining(req, res) || answerRememberedRefusal(req, res)) return;
  if (redirectDefaultLocalePrefix(req, res, DEFAULT_LOCALE)) return;
  const unknown = addresses.unknown((req.url ?? '/').split('?')[0] ?? '/');
  if (unknown?.kind === 'api') return refuseUnknownApi(res);
  compress(/** @type {never} */ (req), /** @type {never} */ (res), () => {
    if (unknown?.kind === 'page' && notFoundPages.answers(req)) {
      const stored = notFoundPages.get(unknown.locale);
      if (stored) return sendNotFoundPage(res, stored);
      secureResponse(req, res, security, notFoundPages.renderFor(req, unknown));
      return void handle(req, res);
    }
    const key = pages?.keyOf(req) ?? null;
    const cached = key === null ? null : pages?.get(key);
    if (key !== null) res.pageCache = cached ? 'hit' : 'miss';
    if (cached) return sendCachedPage(req, res, cached);
    secureResponse(req, res, security, key === null ? undefined : pages?.offerWhenComplete(key));
    void handle(req, res);
  });
}

log.info({ port, hostname: hostname ?? 'all interfaces' }, `ready on http://${hostname ?? 'localhost'}:${port}`);

// A deploy, a load balancer's orchestrator or `kill` sends SIGTERM: readiness fails, requests in
// flight get 10 s to finish, then the database closes (see lib/server/lifecycle.mjs). 15 s at most,
// under the 30 s most orchestrators wait before SIGKILL.
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.once(signal, () => {
    log.info({ signal }, 'shutting down: finishing the requests in flight');
    void drainAndStop(server, { graceMs: 10_000, hooksMs: 5_000 }).finally(() => process.exit(0));
  });
}
