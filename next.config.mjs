import { fileURLToPath } from 'node:url';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_SERVER } from 'next/constants.js';
import { SITE_WIDE_HEADERS } from './lib/security/site-wide-headers.mjs';
import { cacheHandlerRegistered } from './lib/server/next-internals.mjs';
import { addCompileHints } from './scripts/compile-hints.mjs';

// First path segments that are not English pages: the Norwegian pages, the English prefix itself
// (redirected below) and everything outside app/[locale].
const UNLOCALIZED_ROOTS = ['no', 'en', 'api', 'admin', 'checkout', 'uploads', '_next', '_vercel'];

/** @type {import('next').NextConfig} */
const baseConfig = {
  // The end-to-end tests build a second variant of the site (with analytics) beside the first.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm test` checks the types in a phase of its own before the end-to-end build and says so in
  // TYPES_CHECKED; checking them again inside that build cost about 27 s of every run.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  // `npm start` gives pages their ETags and 304s (lib/security/secure-response.mjs), once per page.
  generateEtags: false,
  // `npm start` (scripts/start.mjs) compresses after adding the security headers of each page.
  compress: false,
  reactStrictMode: true,
  // Pages rendered and reads cached while the server runs are kept in memory only, within a fixed
  // budget, and never a not-found render (lib/server/next-cache-handler.mjs): no address a visitor
  // can make up costs disk, and a restart never serves what another database produced. `npm start`
  // hands Next the class itself instead (see the export below).
  cacheHandler: fileURLToPath(new URL('./lib/server/next-cache-handler.mjs', import.meta.url)),
  cacheMaxMemorySize: 64 * 1024 * 1024,
  // Optimized pictures go to the same handler, which keeps them in memory within a budget of their
  // own: without it Next 16 encodes each picture again at every request (lib/server/image-cache.mjs).
  images: {
    customCacheHandler: true,
    // Fewer, evenly spread widths than Next's default (9 in a picture's srcset, up to 3840 px, above
    // every source here): each width is a URL written twice into the page, in its HTML and in its
    // RSC payload (docs/decisions/image-widths.md).
    deviceSizes: [640, 828, 1080, 1440, 1920, 2400],
    imageSizes: [128, 256, 384],
  },
  experimental: {
    isrFlushToDisk: false,
    // Each route's code is loaded at its first request instead of all at start: a restart is ready
    // about half a second sooner, and memory under load is the same (docs/decisions/restart-time.md).
    preloadEntriesOnStart: false,
    // CI builds a fresh clone once and throws the folder away: writing the compiler's cache for a
    // next build that never comes took 15 s of a 54 s build there. Elsewhere it speeds up rebuilds.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // PGlite loads its WebAssembly and data files from its own package folder at run time.
  // pdfkit (the receipt PDFs) runs as published rather than bundled: it reads files by path at run time.
  // exceljs (the accountant's .xlsx exports), a large CommonJS package only route handlers use, too.
  serverExternalPackages: ['@electric-sql/pglite', 'pdfkit', 'exceljs', 'prom-client', '@opentelemetry/api'],
  compiler: {
    // Chrome compiles the framework chunks off the main thread (see scripts/compile-hints.mjs).
    async runAfterProductionCompile({ distDir }) {
      addCompileHints(distDir);
    },
  },
  // Locale routing without a proxy run per request (i18n/routing.ts: English at the root, Norwegian
  // under /no, no detection, no cookie). Next applies these from its route table, where next-intl's
  // middleware cost a middleware invocation on every public request; proxy.ts guards /admin only.
  // The /en redirect and the site-wide headers are `npm start`'s own (see devOnly below).
  async rewrites() {
    return {
      beforeFiles: [
        { source: '/', destination: '/en' },
        // Every other path that is not Norwegian, an API or admin route, the demo checkout, an
        // upload, Next's own or a file (a dot in the last segment) is an English page.
        { source: `/:path((?!(?:${UNLOCALIZED_ROOTS.join('|')})(?:/|$))(?!.*\\.[^/]*$).+)`, destination: '/en/:path' },
      ],
    };
  },
};

/**
 * What `npm start` answers itself before Next (lib/server/default-locale-prefix.mjs,
 * lib/security/site-wide-headers.mjs), for `next dev`, which runs without it; kept out of the
 * built route table, which Next matches at every request (docs/decisions/routes-outside-next.md).
 * @type {import('next').NextConfig}
 */
const devOnly = {
  async redirects() {
    return [
      { source: '/en', destination: '/', permanent: true },
      { source: '/en/:path*', destination: '/:path*', permanent: true },
    ];
  },
  async headers() {
    return [{ source: '/:path*', headers: SITE_WIDE_HEADERS.map(([key, value]) => ({ key, value })) }];
  },
};

/**
 * The production server runs what the build compiled. next-intl's plugin only points the compiler
 * at i18n/request.ts, and loading it loads SWC's native compiler with it (10 MiB of a server's
 * memory, 0.1 s of its start), so the server goes without. `npm start` (scripts/start.mjs) also
 * gives Next the cache handler class before loading this file; then no file is named, since Next
 * would import a named one again at every request.
 * @param {string} phase
 */
export default async function nextConfig(phase) {
  if (phase === PHASE_PRODUCTION_SERVER) return cacheHandlerRegistered() ? { ...baseConfig, cacheHandler: undefined } : baseConfig;
  const { default: createNextIntlPlugin } = await import('next-intl/plugin');
  return createNextIntlPlugin('./i18n/request.ts')(phase === PHASE_DEVELOPMENT_SERVER ? { ...baseConfig, ...devOnly } : baseConfig);
}
