// Part: what the server's logs, metrics and traces cost (issue 54). The same build on copies of the
// same database, served side by side: "off" (LOG_LEVEL=silent, METRICS=off, no OTLP endpoint) and
// "on" (JSON lines at info into a file, as under systemd; metrics kept and scraped every 15 s as
// Prometheus would; traces sent over OTLP/HTTP to a receiver here, with the default sampler).
// Uncached pages, as the throughput part: the servers' page cache off. wrk loads one server, then
// the other, in short turns, so this shared machine's drift (±15 % between minutes) falls on both,
// in rounds of new processes. The cost is read from the median of the turns' on/off ratios, which
// one stalled turn cannot move (docs/decisions/tracing.md, "What tracing costs").
import { cpSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { groupCpuSeconds } from '../process-rss.mjs';
import { config, targets } from './config.mjs';
import { passFail, table } from './markdown.mjs';
import { median, quantile } from './median.mjs';
import { startSite, warm } from './server.mjs';
import { cleanRun, wrk } from './wrk.mjs';

// Many pairs of processes: one pair's cost strays from the next pair's by 7–14 % (one standard
// deviation), and which page costs more changes from pair to pair (docs/decisions/tracing.md, "What
// stop 74 found"). Turns inside a round cannot average that out; rounds can. Many short turns
// within one: this machine's two cores each change speed by up to 40 % from one few seconds to the
// next ("How far to trust a throughput row here").
const ROUNDS = 6;
const TURNS = 6;
const TURN_SECONDS = 2;
const WARM_SECONDS = 10;
const SCRAPE_EVERY_MS = 15_000;
// Uncached data pages of both languages, with a statement-heavy list among them.
const PAGES = ['/', '/projects', '/no/digital-products'];
// The "on" server's port and database copy, beside the benchmark's own (config.mjs).
const ON_PORT = config.port + 5;
const ON_DATA_DIR = `${config.dataDir}-observed`;

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
  off: { port: config.port, env: () => ({ LOG_LEVEL: 'silent', METRICS: 'off' }) },
  on: {
    port: ON_PORT,
    env: (sink, token) => ({
      DATA_DIR: ON_DATA_DIR,
      LOG_LEVEL: 'info',
      METRICS: 'on',
      METRICS_TOKEN: token,
      OTEL_EXPORTER_OTLP_ENDPOINT: sink.url,
    }),
  },
};

const origin = (side) => `http://127.0.0.1:${SIDES[side].port}`;

/** Reads the "on" server's metrics every 15 s while `run` lasts, as Prometheus would. */
async function scraping(token, run) {
  const scrapes = { count: 0, failed: 0 };
  const scraper = setInterval(() => {
    fetch(`${origin('on')}/api/metrics`, { headers: { authorization: `Bearer ${token}` } })
      .then(async (response) => {
        await response.arrayBuffer();
        scrapes.count += 1;
        if (response.status !== 200) scrapes.failed += 1;
      })
      .catch(() => (scrapes.failed += 1));
  }, SCRAPE_EVERY_MS);
  try {
    await run();
  } finally {
    clearInterval(scraper);
  }
  return scrapes;
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
/** One round: both servers started, warmed and loaded in turns on every page; adds to `runs`. */
async function measureRound(sink, token, logFile, runs) {
  /** @type {Record<string, { processGroup: number, stop(): Promise<void> }>} */
  const started = {};
  try {
    for (const side of /** @type {const} */ (['off', 'on'])) {
      const { port, env } = SIDES[side];
      started[side] = await startSite({ fresh: false, port, env: env(sink, token), ...(side === 'on' && { logFile }) });
      await warm(
        PAGES.map((path) => ({ path })),
        origin(side),
      );
    }
    return await scraping(token, async () => {
      for (const path of PAGES) {
        // A server's throughput on a page still climbs for its first ~20 s under load (V8
        // optimizing the code that page runs): both servers get that load before any turn counts.
        for (const side of /** @type {const} */ (['off', 'on']))
          await wrk(`${origin(side)}${path}`, { connections: config.connections, seconds: WARM_SECONDS });
        for (let turn = 0; turn < TURNS; turn++) {
          // Each side goes first in every other turn: a server that speeds up or a machine that
          // slows down over a turn's seconds favours neither.
          for (const side of /** @type {const} */ (turn % 2 ? ['on', 'off'] : ['off', 'on'])) {
            const group = started[side].processGroup;
            const cpuBefore = groupCpuSeconds(group);
            const run = await wrk(`${origin(side)}${path}`, { connections: config.connections, seconds: TURN_SECONDS });
            run.cpuMsPerRequest = ((groupCpuSeconds(group) - cpuBefore) * 1000) / (run.requestsPerSecond * TURN_SECONDS);
            runs[path][side].push(run);
          }
        }
        const rate = (side) => Math.round(mean(runs[path][side].slice(-TURNS).map((run) => run.requestsPerSecond)));
        console.log(`  ${path}: off ${rate('off')} req/s, on ${rate('on')} req/s`);
      }
    });
  } finally {
    for (const server of Object.values(started)) await server.stop();
  }
}

export async function runObservability(_pages, servers) {
  console.log(`Observability: off and on side by side, ${ROUNDS} rounds of ${TURNS} turns of ${TURN_SECONDS} s each per page`);
  // The data folder is one server's at a time: the shared site stops, the "on" server gets a copy,
  // and the shared site comes back after.
  await servers.site.stop();
  rmSync(ON_DATA_DIR, { recursive: true, force: true });
  cpSync(config.dataDir, ON_DATA_DIR, { recursive: true });
  const sink = await startSink();
  const token = randomBytes(32).toString('base64url');
  const logFile = join(tmpdir(), `studio-bench-log-${process.pid}.jsonl`);
  const runs = Object.fromEntries(PAGES.map((path) => [path, { off: [], on: [] }]));
  const scrapes = { count: 0, failed: 0 };
  try {
    // New processes each round: one server process can run a page a fifth slower than the next
    // one started the same way, for its whole life (V8's choices), which turns within it cannot
    // average out.
    for (let round = 0; round < ROUNDS; round++) {
      const roundScrapes = await measureRound(sink, token, logFile, runs);
      scrapes.count += roundScrapes.count;
      scrapes.failed += roundScrapes.failed;
    }
  } finally {
    await sink.close();
    rmSync(ON_DATA_DIR, { recursive: true, force: true });
    servers.site = await startSite({ fresh: false });
  }
  const rows = PAGES.map((path) => {
    const off = mean(runs[path].off.map((run) => run.requestsPerSecond));
    const on = mean(runs[path].on.map((run) => run.requestsPerSecond));
    const p99 = Math.max(...runs[path].on.map((run) => run.p99));
    const clean = [...runs[path].off, ...runs[path].on].every(cleanRun);
    const ratios = runs[path].on.map((run, turn) => run.requestsPerSecond / runs[path].off[turn].requestsPerSecond);
    const ratio = median(ratios);
    // The middle half of the turns' costs: how far one turn's reading strays on this machine.
    const costs = ratios.map((one) => (1 - one) * 100);
    const cpuRatio = median(runs[path].on.map((run, turn) => run.cpuMsPerRequest / runs[path].off[turn].cpuMsPerRequest));
    // Each round's own cost (the median of its turns), in the order measured: how far a pair of
    // processes strays from the next.
    const rounds = Array.from({ length: ROUNDS }, (_, round) => (1 - median(ratios.slice(round * TURNS, (round + 1) * TURNS))) * 100);
    return [
      path,
      Math.round(off),
      Math.round(on),
      p99.toFixed(1),
      `${((1 - ratio) * 100).toFixed(1)} %`,
      `${quantile(costs, 0.25).toFixed(1)} to ${quantile(costs, 0.75).toFixed(1)} %`,
      rounds.map((cost) => cost.toFixed(1)).join(', '),
      `${((cpuRatio - 1) * 100).toFixed(1)} %`,
      passFail(clean && scrapes.failed === 0 && ratio >= 1 - targets.observabilityCost),
    ];
  });
  return [
    '## Logs, metrics and traces',
    '',
    `The same build on copies of one database, two servers side by side: everything off (LOG_LEVEL=silent, METRICS=off, no OTLP endpoint) and on (a JSON line per request at info into a file, as a service's log; metrics kept and read every ${SCRAPE_EVERY_MS / 1000} s with METRICS_TOKEN, ${scrapes.count} scrapes, ${scrapes.failed} failed; traces with the default sampler (one request in ten) sent over OTLP/HTTP to a receiver in the benchmark, ${sink.exports()} exports). ` +
      `${ROUNDS} rounds, each with both servers started anew and warmed for ${WARM_SECONDS} s on a page, then wrk (2 threads, ${config.connections} connections) loading one server and then the other (each first in every other turn) in ${TURNS} turns of ${TURN_SECONDS} s each per page; the site's page cache off. ` +
      `The cost is 1 − the median of all turns' on/off throughput ratios, with the middle half of the turns' costs and each round's own cost beside it (how far one turn, and one pair of processes, strays here); then the median of the turns' on/off CPU time per request (user and system, every thread of the server, from /proc) − 1. Target: on costs at most ${targets.observabilityCost * 100} % of the uncached throughput, no errors.`,
    '',
    table(
      [
        'Page',
        'off req/s (mean)',
        'on req/s (mean)',
        'on p99 ms (worst)',
        'cost (median of turns)',
        'middle half of turns',
        "each round's cost (%)",
        'more CPU per request',
        'result',
      ],
      rows,
    ),
  ].join('\n');
}
