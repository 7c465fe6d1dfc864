// Settings of `npm run bench`, read once from the environment.
import { existsSync } from 'node:fs';

const PARTS = ['throughput', 'js', 'lighthouse'];

function selectedParts() {
  const wanted = (process.env.BENCH_ONLY ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  const unknown = wanted.filter((part) => !PARTS.includes(part));
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown part(s) ${unknown.join(', ')}; choose from ${PARTS.join(', ')}`);
  return wanted.length ? wanted : PARTS;
}

function positiveNumber(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

// Ports 3400-3409 are this benchmark's: the server, Chrome's debugging port for Lighthouse, and
// the floor page's server.
const port = Number(process.env.BENCH_PORT ?? 3400);

export const config = {
  parts: selectedParts(),
  skipBuild: process.env.BENCH_SKIP_BUILD === '1',
  durationSeconds: positiveNumber('BENCH_DURATION', 10),
  // Mobile runs per page (their median counts); the desktop preset has no performance target.
  lighthouseRuns: Math.max(1, Math.round(positiveNumber('BENCH_LIGHTHOUSE_RUNS', 3))),
  connections: 20,
  port,
  chromeDebugPort: port + 1,
  origin: `http://127.0.0.1:${port}`,
  // next-intl's getting-started page (scripts/bench/floor.mjs), built into its folder's .next.
  floor: { dir: 'scripts/bench/floor-app', origin: `http://127.0.0.1:${port + 2}`, port: port + 2 },
  distDir: '.next-bench',
  dataDir: '.data-bench',
  resultsFile: 'bench/results.md',
  chromiumPath: process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
  // The closed network here needs these; harmless elsewhere.
  chromiumArgs: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  admin: { username: process.env.ADMIN_USERNAME ?? 'admin', password: process.env.ADMIN_PASSWORD ?? 'studio-admin' },
};

// Targets: see README "Benchmarks". Not to be loosened to make a run pass.
export const targets = {
  throughputRatio: 0.9,
  p99Ms: 50,
  // Over the floor page's first-load JS, measured in the same run (~145 kB gzip on Next 16.4).
  firstLoadJsOverFloorBytes: 25 * 1000,
  mobilePerformance: 0.98,
  otherCategories: 1,
};
