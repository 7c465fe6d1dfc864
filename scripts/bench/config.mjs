// Settings of `npm run bench`, read once from the environment.
import { existsSync } from 'node:fs';

const PARTS = ['throughput', 'observability', 'nginx', 'memory', 'startup', 'js', 'lighthouse', 'peer'];

function selectedParts() {
  const wanted = (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = wanted.filter((part) => !PARTS.includes(part));
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown part(s) ${unknown.join(', ')}; choose from ${PARTS.join(', ')}`);
  // The peer part only where a peer is named: a run without one keeps the last comparison.
  return wanted.length ? wanted : PARTS.filter((part) => part !== 'peer' || process.env.BENCH_PEER_URL);
}

function positiveNumber(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

// Ports 3400-3409 are this benchmark's: the server, Chrome's debugging port for Lighthouse, the
// floor page's server, the site's server on Postgres and nginx with the deployment recipe.
const port = Number(process.env.BENCH_PORT ?? 3400);

export const config = {
  parts: selectedParts(),
  skipBuild: process.env.BENCH_SKIP_BUILD === '1',
  // Some pages only (their paths as the results name them, comma-separated), e.g. to run again
  // those whose scores moved; null: every public page.
  pages: process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',').map((path) => path.trim()) : null,
  durationSeconds: positiveNumber('BENCH_DURATION', 10),
  // Mobile runs per page (their median counts); the desktop preset has no performance target.
  lighthouseRuns: Math.max(1, Math.round(positiveNumber('BENCH_LIGHTHOUSE_RUNS', 3))),
  connections: 20,
  // The load under which memory is read: this many seconds over every data page in turn.
  loadSeconds: positiveNumber('BENCH_LOAD_SECONDS', 60),
  port,
  postgresPort: port + 3,
  nginxPort: port + 4,
  // The server on which the benchmark creates a database of its own for the site's Postgres rows;
  // empty (BENCH_POSTGRES_URL=) leaves those rows out.
  postgresServerUrl: process.env.BENCH_POSTGRES_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  origin: `http://127.0.0.1:${port}`,
  // next-intl's getting-started page (scripts/bench/floor.mjs), built into its folder's .next.
  floor: { dir: 'scripts/bench/floor-app', origin: `http://127.0.0.1:${port + 2}`, port: port + 2 },
  distDir: '.next-bench',
  dataDir: '.data-bench',
  resultsFile: 'bench/results.md',
  chromiumPath: process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
  // The closed network here needs these; harmless elsewhere.
  chromiumArgs: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  // Another site to measure beside this one (scripts/bench/peer.mjs): its origin, its home page, its
  // detail page and any more pages for the load minute, and optionally the command (run in `dir`)
  // that starts it, so the benchmark can time its restarts.
  peer: {
    url: (process.env.BENCH_PEER_URL ?? '').replace(/\/$/, ''),
    paths: (process.env.BENCH_PEER_PATHS ?? '/')
      .split(',')
      .map((path) => path.trim())
      .filter(Boolean),
    start: process.env.BENCH_PEER_START ?? '',
    dir: process.env.BENCH_PEER_DIR ?? process.cwd(),
  },
  admin: { username: process.env.ADMIN_USERNAME ?? 'admin', password: process.env.ADMIN_PASSWORD ?? 'studio-admin' },
};

// Targets: see docs/performance.md "Benchmarks". Not to be loosened to make a run pass.
export const targets = {
  // Each data page, served by Next without the site's page cache, against the floor page.
  throughputRatio: 0.9,
  // RSS after the load minute against the floor app's after the same load.
  rssRatio: 1.3,
  // A restart on an existing database: readiness (/api/ready) answers 200 within this.
  restartReadyMs: 2000,
  // Mobile Lighthouse performance: a page's median at most this far below the floor's median of
  // the runs interleaved with it, in runs where the floor itself reaches mobilePerformance.
  mobilePerformanceBelowFloor: 0.02,
  p99Ms: 50,
  // Logs, metrics and traces on against off, the same pages uncached.
  observabilityCost: 0.1,
  // The home and a project page through the nginx recipe's page cache, against a static file
  // served by the same nginx.
  nginxCacheRatio: 0.8,
  // Over the floor page's first-load JS, measured in the same run (~145 kB gzip on Next 16.4).
  firstLoadJsOverFloorBytes: 25 * 1000,
  mobilePerformance: 0.98,
  otherCategories: 1,
};
