/** @jest-environment node */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import { executableInlineScripts } from '@/lib/security/inline-scripts.mjs';
import {
  analyticsInlineScripts,
  buildRoutes,
  cacheHandlerRegistered,
  giveImageCacheHandler,
  isNextInlineScript,
  memoryCacheEntry,
  NEXT_VERSION_CHECKED,
  nextFileSystemCache,
  registerCacheHandler,
  ROUTER_REQUEST_HEADERS,
  RSC_QUERY,
  startInstrumentation,
} from '@/lib/server/next-internals.mjs';

// What lib/server/next-internals.mjs relies on, checked against the installed `next` package: the
// private API, the private field and the dist files it uses, and the inline scripts Next's own
// functions write, which must keep the shapes the Content-Security-Policy allows by hash. Each
// test names the Next file to look at when it fails (see the upgrade list in docs/decisions/next-internals.md).

const nextRequire = createRequire(path.join(process.cwd(), 'package.json'));
const fromNext = <T>(file: string) => nextRequire(`next/dist/${file}`) as T;
const NEXT_VERSION = (nextRequire('next/package.json') as { version: string }).version;

/** Every chunk of a Node or web stream, as one string. */
async function readAll(stream: NodeJS.ReadableStream | ReadableStream<Uint8Array>): Promise<string> {
  const chunks: Buffer[] = [];
  const readable = stream instanceof ReadableStream ? Readable.fromWeb(stream as never) : stream;
  for await (const chunk of readable) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** A flight (RSC) stream as React writes it: text with markup and quotes, then bytes that are not UTF-8. */
function flightSource(): ReadableStream<Uint8Array> {
  const chunks = [
    Buffer.from('0:{"a":"$@1","f":"","b":"build"}\n1:"$Sreact.fragment"\n'),
    Buffer.from('2:I[5500,["static/chunks/x.js"],"Link"]\n3:T1a,<p>Hei «verden» </script><script>alert(1)</script>\n'),
    Buffer.from([0x34, 0x3a, 0xff, 0xfe, 0x00, 0x80, 0x0a]),
  ];
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new Uint8Array(chunk));
      controller.close();
    },
  });
}

/** The inline scripts of `html` that do not have a shape isNextInlineScript trusts. */
const untrusted = (html: string) => executableInlineScripts(html).filter((script) => !isNextInlineScript(script));

describe('the Next version', () => {
  it(`is the one lib/server/next-internals.mjs was checked against (${NEXT_VERSION_CHECKED})`, () => {
    // After an upgrade: go through the list at the top of lib/server/next-internals.mjs, then set
    // NEXT_VERSION_CHECKED to the new version.
    expect({ installed: NEXT_VERSION }).toEqual({ installed: NEXT_VERSION_CHECKED });
  });
});

describe('startInstrumentation (next/dist/server/next.js, base-server.js, next-server.js)', () => {
  type Prepared = { prepared: boolean; preparedPromise: Promise<void> | null; instrumentation: unknown };

  it("reaches the server through the custom server's private `server` getter and NextServer's getServer()", () => {
    const createServer = fromNext<(options: object) => object>('server/next.js');
    const turbopack = process.env.TURBOPACK;
    try {
      const custom = createServer({ dev: false, dir: process.cwd() });
      expect({
        'NextCustomServer#server getter': typeof Object.getOwnPropertyDescriptor(Object.getPrototypeOf(custom), 'server')?.get,
      }).toEqual({
        'NextCustomServer#server getter': 'function',
      });
      const inner = createServer({ dev: false, dir: process.cwd(), customServer: false });
      const getServer = (inner as { getServer?: unknown }).getServer;
      expect({ 'NextServer#getServer()': typeof getServer, arguments: (getServer as () => void)?.length }).toEqual({
        'NextServer#getServer()': 'function',
        arguments: 0,
      });
    } finally {
      if (turbopack === undefined) delete process.env.TURBOPACK;
      else process.env.TURBOPACK = turbopack;
    }
  });

  it("runs instrumentation.ts through the server's prepare(), once however often it is called", async () => {
    const { default: NextNodeServer } = fromNext<{ default: { prototype: Record<string, (...args: unknown[]) => Promise<void>> } }>(
      'server/next-server.js',
    );
    const { prepare, prepareImpl } = NextNodeServer.prototype;
    expect({ 'NextNodeServer#prepare()': typeof prepare, 'NextNodeServer#prepareImpl()': typeof prepareImpl }).toEqual({
      'NextNodeServer#prepare()': 'function',
      'NextNodeServer#prepareImpl()': 'function',
    });
    // prepare() on a stand-in for the server: its preparation (prepareImpl) runs once.
    const registered = jest.fn(async () => undefined);
    const server: Prepared & Record<string, unknown> = {
      prepared: false,
      preparedPromise: null,
      instrumentation: {},
      loadInstrumentationModule: async () => ({}),
      runInstrumentationHookIfAvailable: registered,
    };
    server.prepareImpl = function (this: unknown) {
      return prepareImpl!.call(this);
    };
    await Promise.all([prepare!.call(server), prepare!.call(server)]);
    await prepare!.call(server);
    expect({ 'instrumentation registered': registered.mock.calls.length, prepared: server.prepared }).toEqual({
      'instrumentation registered': 1,
      prepared: true,
    });
  });

  it('starts the preparation without waiting for it', async () => {
    let finish: () => void = () => undefined;
    const prepare = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const app = { server: { getServer: async () => ({ prepare }) } };
    await startInstrumentation(app);
    expect(prepare).toHaveBeenCalledTimes(1);
    finish();
  });
});

describe('nextFileSystemCache (next/dist/server/lib/incremental-cache/file-system-cache.js)', () => {
  it('is the class of Next’s file-system cache, keeping entries in its static memoryCache', async () => {
    const NextFileSystemCache = nextFileSystemCache();
    expect(typeof NextFileSystemCache).toBe('function');
    const cache = new NextFileSystemCache({
      fs: undefined,
      flushToDisk: false,
      serverDistDir: '/nonexistent',
      revalidatedTags: [],
      maxMemoryCacheSize: 1024 * 1024,
    } as never);
    const before = Date.now();
    await cache.set(
      'next-internals-test',
      { kind: 'FETCH', data: { headers: {}, body: 'x', status: 200, url: '' }, revalidate: 60, tags: [] } as never,
      { kind: 'FETCH', tags: [], softTags: [] } as never,
    );
    const entry = memoryCacheEntry('next-internals-test');
    expect({ 'memoryCache.get(key).lastModified': typeof entry?.lastModified }).toEqual({ 'memoryCache.get(key).lastModified': 'number' });
    expect(entry!.lastModified).toBeGreaterThanOrEqual(before);
    expect(memoryCacheEntry('never-stored')).toBeUndefined();
  });
});

describe('registerCacheHandler (next/dist/server/lib/incremental-cache/index.js)', () => {
  it('is the handler class Next’s IncrementalCache takes when next.config.mjs names none', () => {
    const { IncrementalCache } = fromNext<{ IncrementalCache: new (options: object) => { cacheHandler: unknown } }>(
      'server/lib/incremental-cache/index.js',
    );
    class Handler {
      constructor(readonly options: object) {}
    }
    expect(cacheHandlerRegistered()).toBe(false);
    registerCacheHandler(Handler);
    expect(cacheHandlerRegistered()).toBe(true);
    const cache = new IncrementalCache({ requestHeaders: {}, previewProps: {}, prerenderManifest: { routes: {}, dynamicRoutes: {} } });
    expect({ handler: cache.cacheHandler?.constructor.name }).toEqual({ handler: 'Handler' });
  });
});

describe('giveImageCacheHandler (next/dist/server/next-server.js)', () => {
  it('fills the server’s imageCacheHandler, which Next’s image optimizer takes when set and otherwise makes from cacheHandler only', async () => {
    const source = readFileSync(nextRequire.resolve('next/dist/server/next-server.js'), 'utf8');
    expect({
      'made only when unset': source.includes('if (!this.imageCacheHandler && this.nextConfig.images.customCacheHandler)'),
      'from cacheHandler': /const \{ cacheHandler \} = this\.nextConfig;\s*if \(cacheHandler\)/.test(source),
      'given to the optimizer': source.includes('cacheHandler: this.imageCacheHandler'),
    }).toEqual({ 'made only when unset': true, 'from cacheHandler': true, 'given to the optimizer': true });

    const server = {
      imageCacheHandler: undefined as unknown,
      serverDistDir: '/app/.next/server',
      nextConfig: { experimental: { isrFlushToDisk: false }, cacheMaxMemorySize: 1024 },
    };
    class Handler {
      constructor(readonly options: object) {}
    }
    await giveImageCacheHandler({ server: { getServer: async () => server } }, Handler);
    expect(server.imageCacheHandler).toEqual(
      new Handler({
        dev: false,
        flushToDisk: false,
        serverDistDir: '/app/.next/server',
        maxMemoryCacheSize: 1024,
        revalidatedTags: [],
        _requestHeaders: {},
      }),
    );
  });
});

describe('the inline scripts Next writes, as its own functions write them', () => {
  type InlinedStream = (
    source: unknown,
    nonce: string | undefined,
    formState: unknown,
  ) => NodeJS.ReadableStream | ReadableStream<Uint8Array>;

  it.each([
    ['createNodeInlinedDataStream', 'server/app-render/stream-ops.node.js'],
    ['createWebInlinedDataStream', 'server/app-render/stream-ops.node.js'],
    ['createInlinedDataReadableStream', 'server/app-render/use-flight-response.js'],
  ])('keeps the flight set-up and chunks of %s (%s) in the trusted shapes', async (name, file) => {
    const create = fromNext<Record<string, InlinedStream | undefined>>(file)[name];
    expect({ [name]: typeof create }).toEqual({ [name]: 'function' });
    const html = await readAll(create!(flightSource(), undefined, null));
    const scripts = executableInlineScripts(html);
    expect(scripts.length).toBeGreaterThanOrEqual(4);
    expect(scripts[0]).toBe('(self.__next_f=self.__next_f||[]).push([0])');
    expect({ untrusted: untrusted(html) }).toEqual({ untrusted: [] });
  });

  it('keeps the Turbopack bootstrap (server/get-page-files.js, app-render/turbopack-bootstrap-script.js) in the trusted shape', () => {
    const { getTurbopackChunkGroupBootstrap } = fromNext<{
      getTurbopackChunkGroupBootstrap?: (params: object, global: string, pages: string[]) => string | undefined;
    }>('server/get-page-files.js');
    const { getTurbopackBootstrapScriptTag } = fromNext<{ getTurbopackBootstrapScriptTag?: (content: string, nonce?: string) => string }>(
      'server/app-render/turbopack-bootstrap-script.js',
    );
    expect({
      getTurbopackChunkGroupBootstrap: typeof getTurbopackChunkGroupBootstrap,
      getTurbopackBootstrapScriptTag: typeof getTurbopackBootstrapScriptTag,
    }).toEqual({
      getTurbopackChunkGroupBootstrap: 'function',
      getTurbopackBootstrapScriptTag: 'function',
    });
    // The parameters' shape is the build manifest's (the build's are checked end to end, see below).
    const params = { otherChunks: ['static/chunks/1zgmbervt4bfj.js', 'static/chunks/33sv2kyjb3til.css'], runtimeModuleIds: [94553] };
    const content = getTurbopackChunkGroupBootstrap!({ '/[locale]/page': params }, 'TURBOPACK', ['/[locale]/page']);
    const html = getTurbopackBootstrapScriptTag!(content!);
    expect(executableInlineScripts(html)).toHaveLength(1);
    expect({ untrusted: untrusted(html) }).toEqual({ untrusted: [] });
  });

  // The bootstraps of a real build are checked by tests/e2e/security-headers.spec.ts: every page
  // hydrates there under the policy, with no violation reported. (Jest runs before that build.)

  it('escapes `<` in what it inlines (shared/lib/htmlescape.js), which the shapes rely on', () => {
    const { htmlEscapeJsonString } = fromNext<{ htmlEscapeJsonString: (text: string) => string }>('shared/lib/htmlescape.js');
    expect(htmlEscapeJsonString(JSON.stringify('</script><script>'))).not.toContain('<');
  });
});

describe('ROUTER_REQUEST_HEADERS and RSC_QUERY (next/dist/client/components/app-router-headers.js)', () => {
  const headers = fromNext<Record<string, string | readonly string[]>>('client/components/app-router-headers.js');

  it("name every header of Next's router requests in production, and its query", () => {
    const flight = (headers.FLIGHT_HEADERS as readonly string[]).filter((name) => name !== headers.NEXT_HMR_REFRESH_HEADER);
    const expected = [...flight, headers.NEXT_URL as string, headers.ACTION_HEADER as string];
    expect({ missing: expected.filter((name) => !ROUTER_REQUEST_HEADERS.includes(name)) }).toEqual({ missing: [] });
    expect({ NEXT_RSC_UNION_QUERY: headers.NEXT_RSC_UNION_QUERY }).toEqual({ NEXT_RSC_UNION_QUERY: RSC_QUERY });
  });

  it("each send a request around the nginx recipe's page cache (deploy/nginx/studio.conf)", () => {
    const bypass = /^map "([^"]*)" \$studio_bypass/m.exec(readFileSync('deploy/nginx/studio.conf', 'utf8'))?.[1] ?? '';
    const variables = [...ROUTER_REQUEST_HEADERS.map((name) => `$http_${name.replace(/-/g, '_')}`), `$arg_${RSC_QUERY}`];
    expect({ missing: variables.filter((variable) => !bypass.split('$').some((part) => `$${part}` === variable)) }).toEqual({
      missing: [],
    });
  });
});

describe('analyticsInlineScripts (@next/third-parties/google)', () => {
  it("reads gtag's set-up for a measurement id from the GoogleAnalytics component", async () => {
    const scripts = await analyticsInlineScripts('G-TEST123');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain("gtag('config', 'G-TEST123'");
  });
});

describe('buildRoutes, buildFolder (next/dist/build/generate-routes-manifest.js, server/base-server.js)', () => {
  it('reads the route table Next writes: app routes with their page and regex, and the redirects', () => {
    type Route = { page: string; regex: string };
    const { generateRoutesManifest } = fromNext<{
      generateRoutesManifest: (options: object) => { routesManifest: { staticRoutes: Route[]; dynamicRoutes: Route[] } };
    }>('build/generate-routes-manifest.js');
    const { routesManifest } = generateRoutesManifest({
      pageKeys: { pages: [], app: ['/[locale]/about', '/[locale]/[...rest]', '/api/health'] },
      config: { experimental: {}, basePath: '', i18n: null, trailingSlash: false, skipMiddlewareUrlNormalize: false },
      redirects: [{ source: '/old', destination: '/', statusCode: 308 }],
      onMatchHeaders: [],
      headers: [],
      rewrites: { beforeFiles: [], afterFiles: [], fallback: [] },
      restrictedRedirectPaths: ['/_next'],
      isAppPPREnabled: false,
      appType: 'app',
    });
    const dir = path.join(os.tmpdir(), `routes-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'routes-manifest.json'), JSON.stringify(routesManifest));
    const { routes, redirects } = buildRoutes(dir);
    const about = routes.find((route) => route.page === '/[locale]/about');
    expect(new RegExp(about!.regex).test('/no/about')).toBe(true);
    expect(routes.map((route) => route.page).sort()).toEqual(['/[locale]/[...rest]', '/[locale]/about', '/api/health']);
    expect(redirects.some((redirect) => new RegExp(redirect.regex).test('/old'))).toBe(true);
  });

  it("finds the build's folder on the server Next makes", () => {
    expect(readFileSync(nextRequire.resolve('next/dist/server/base-server.js'), 'utf8')).toMatch(/this\.distDir = /);
  });
});
