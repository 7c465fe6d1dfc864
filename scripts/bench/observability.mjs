// Part: what the server's logs, metrics and traces cost (issue 54). The same build on the same
// database, in turn: "off" (LOG_LEVEL=silent, METRICS=off, no OTLP endpoint) and "on" (JSON lines
// at info into a file, as under systemd; metrics kept and scraped every 15 s as Prometheus would;
// every span sent over OTLP/HTTP to a receiver here). Uncached pages, as the throughput part: the
// server's page cache off. Off and on alternate, twice each, so the machine's drift falls on both.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { config, targets } from './config.mjs';
import { passFail, table } from './markdown.mjs';
import { startSite, warm } from './server.mjs';
import { cleanRun, wrk } from './wrk.mjs';

const ROUNDS = 2;
const SCRAPE_EVERY_MS = 15_000;
// Uncached data pages of both languages, with a statement-heavy list among them.
const PAGES = ['/', '/projects', '/no/digital-products'];

/** An OTLP/HTTP receiver that reads each export and answers as a collector does. */
async function startSink() {
  let exports = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      exports += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}`, exports: () => exports, close: () => new Promise((resolve) => server.close(resolve)) };
}

const SIDES = {
  off: () => ({ LOG_LEVEL: 'silent', METRICS: 'off' }),
  on: (sink, token) => ({ LOG_LEVEL: 'info', METRICS: 'on', METRICS_TOKEN: token, OTEL_EXPORTER_OTLP_ENDPOINT: sink.url }),
};

/** Measures every page on one side's server; returns { path: req/s } and the runs' cleanliness. */
async function measureSide(side, sink, token, logFile) {
  const server = await startSite({ fresh: false, env: SIDES[side](sink, token), logFile });
  const scrapes = { count: 0, failed: 0 };
  const scraper =
    side === 'on'
      ? setInterval(() => {
          fetch(`${config.origin}/api/metrics`, { headers: { authorization: `Bearer ${token}` } })
            .then(async (response) => {
              await response.arrayBuffer();
              scrapes.count += 1;
              if (response.status !== 200) scrapes.failed += 1;
            })
            .catch(() => (scrapes.failed += 1));
        }, SCRAPE_EVERY_MS)
      : null;
  try {
    const pages = PAGES.map((path) => ({ path }));
    await warm(pages);
    // Each server's first seconds under load (JIT compilation) count for neither side.
    await wrk(`${config.origin}/`, { connections: config.connections, seconds: 3 });
    const rates = {};
    let clean = true;
    for (const path of PAGES) {
      const run = await wrk(`${config.origin}${path}`, { connections: config.connections, seconds: config.durationSeconds });
      console.log(`  ${side} ${path}: ${Math.round(run.requestsPerSecond)} req/s, p99 ${run.p99.toFixed(1)} ms`);
      rates[path] = run;
      clean &&= cleanRun(run);
    }
    return { rates, clean, scrapes };
  } finally {
    if (scraper) clearInterval(scraper);
    await server.stop();
  }
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

export async function runObservability(_pages, servers) {
  console.log(`Observability: off and on in turn, ${ROUNDS} rounds, ${config.durationSeconds} s per page`);
  // The data folder is one server's at a time: the shared site stops, and comes back after.
  await servers.site.stop();
  const sink = await startSink();
  const token = randomBytes(32).toString('base64url');
  const logFile = join(tmpdir(), `studio-bench-log-${process.pid}.jsonl`);
  const runs = { off: [], on: [] };
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of /** @type {const} */ (['off', 'on'])) runs[side].push(await measureSide(side, sink, token, logFile));
    }
  } finally {
    await sink.close();
    servers.site = await startSite({ fresh: false });
  }
  const scrapes = runs.on.reduce((sum, run) => sum + run.scrapes.count, 0);
  const rows = PAGES.map((path) => {
    const off = mean(runs.off.map((run) => run.rates[path].requestsPerSecond));
    const on = mean(runs.on.map((run) => run.rates[path].requestsPerSecond));
    const p99 = Math.max(...runs.on.map((run) => run.rates[path].p99));
    const clean = [...runs.off, ...runs.on].every((run) => cleanRun(run.rates[path]));
    const ratio = on / off;
    return [
      path,
      Math.round(off),
      Math.round(on),
      p99.toFixed(1),
      `${((1 - ratio) * 100).toFixed(1)} %`,
      passFail(clean && ratio >= 1 - targets.observabilityCost),
    ];
  });
  return [
    '## Logs, metrics and traces',
    '',
    `The same build and database, served in turn with everything off (LOG_LEVEL=silent, METRICS=off, no OTLP endpoint) and on (a JSON line per request at info into a file, as a service's log; metrics kept and read every ${SCRAPE_EVERY_MS / 1000} s with METRICS_TOKEN, ${scrapes} scrapes; every span sent over OTLP/HTTP to a receiver in the benchmark, ${sink.exports()} exports), ` +
      `${ROUNDS} rounds of off then on, wrk (2 threads), ${config.connections} connections, ${config.durationSeconds} s per page; the site's page cache off. ` +
      `Target: on costs at most ${targets.observabilityCost * 100} % of the uncached throughput, no errors.`,
    '',
    table(['Page', 'off req/s (mean)', 'on req/s (mean)', 'on p99 ms (worst)', 'cost', 'result'], rows),
  ].join('\n');
}
