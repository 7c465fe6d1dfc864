// Part 7: the site against a peer: another Next.js site of the same kind (e.g. Payload's website
// template) that BENCH_PEER_URL names, measured in the same run, taking turns, so the comparison of
// issue 52 can be repeated by anyone. The peer is not part of the repository; see docs/performance.md.
import { groupRssMb } from '../process-rss.mjs';
import { config } from './config.mjs';
import { table } from './markdown.mjs';
import { discoverRecords, publicPages } from './pages.mjs';
import { listeningProcessGroup } from './port-owner.mjs';
import { withBenchDatabase } from './postgres.mjs';
import { spawnServer, startServer, startSite, warm } from './server.mjs';
import { firstOk, median } from './startup.mjs';
import { wrk } from './wrk.mjs';

const ROUNDS = 3;
const RESTARTS = 3;
// As the measurements that opened issue 52: one wrk thread, 20 connections, 15 s a page.
const LOAD = { threads: 1, connections: 20, seconds: 15 };
// After the first 200, before "RSS after start" is read: what the first request started settles.
const SETTLE_MS = 3000;

const mib = (mb) => `${Math.round(mb)} MiB`;

/**
 * @typedef {object} Contender
 * @property {string} label
 * @property {string} origin
 * @property {string[]} paths its home page, its detail page, then the other pages the load minute visits (each once)
 * @property {() => number | null} processGroup whose RSS counts
 * @property {(() => Promise<number>) | null} restart stops it and starts it again on the same data, resolving with
 *   the milliseconds from the start command to the first 200 of its home page; null: not ours to restart
 * @property {() => Promise<void>} stop
 */

/** The peer: started here from BENCH_PEER_START, or the one already answering at BENCH_PEER_URL. */
async function peerContender() {
  const { url, paths, start, dir } = config.peer;
  let server = null;
  const launch = () => {
    const startedAt = performance.now();
    server = spawnServer(start, { env: { ...process.env, NODE_ENV: 'production' }, cwd: dir });
    return firstOk(`${url}${paths[0]}`, startedAt, server);
  };
  if (start) await launch();
  return {
    label: 'peer',
    origin: url,
    paths: [...new Set(paths)],
    processGroup: () => server?.processGroup ?? listeningProcessGroup(new URL(url).port),
    restart: start
      ? async () => {
          await server.stop();
          return launch();
        }
      : null,
    stop: async () => server?.stop(),
  };
}

/** The site (page cache off, as every part measures it) on the embedded database or a Postgres one. */
async function siteContender(label, { server, port, databaseUrl }) {
  const origin = `http://127.0.0.1:${port}`;
  const pages = publicPages(await discoverRecords(origin)).filter((page) => page.dataBacked);
  await warm(pages, origin);
  const project = pages.find((page) => /^\/projects\/[^/]+$/.test(page.path));
  let current = server;
  return {
    label,
    origin,
    paths: [...new Set(['/', project?.path ?? pages[0].path, ...pages.map((page) => page.path)])],
    processGroup: () => current.processGroup,
    restart: async () => {
      await current.stop();
      const startedAt = performance.now();
      current = startServer({ fresh: false, port, databaseUrl });
      return firstOk(`${origin}/`, startedAt, current);
    },
    stop: () => current.stop(),
    /** The server running now, for the parts after this one. */
    server: () => current,
  };
}

/** Restarts each contender in turn, RESTARTS times: time to the first 200 of its home page, and its RSS after. */
async function timeRestarts(contenders) {
  const times = new Map(contenders.map((contender) => [contender, { startMs: [], rss: [] }]));
  for (let round = 0; round < RESTARTS; round++) {
    for (const contender of contenders.filter((candidate) => candidate.restart)) {
      const startMs = await contender.restart();
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const rss = groupRssMb(contender.processGroup() ?? -1);
      console.log(`  ${contender.label}: first 200 of ${contender.paths[0]} after ${Math.round(startMs)} ms, RSS ${mib(rss)}`);
      times.get(contender).startMs.push(startMs);
      times.get(contender).rss.push(rss);
    }
  }
  // A restarted server has rendered its home page only.
  for (const contender of contenders)
    await warm(
      contender.paths.map((path) => ({ path })),
      contender.origin,
    );
  return times;
}

/** Requests per second and p50 of each contender's home and detail page, taking turns, ROUNDS times. */
async function throughput(contenders) {
  const runs = new Map(contenders.map((contender) => [contender, [[], []]]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const contender of contenders) {
      for (const [index, path] of contender.paths.slice(0, 2).entries()) {
        const result = await wrk(`${contender.origin}${path}`, LOAD);
        console.log(
          `  round ${round + 1}, ${contender.label} ${path}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50.toFixed(1)} ms`,
        );
        runs.get(contender)[index].push(result);
      }
    }
  }
  return runs;
}

/** A minute of load over each contender's pages in turn, then its RSS. */
async function loadMinute(contenders) {
  const after = new Map();
  for (const contender of contenders) {
    const { origin, paths } = contender;
    const load = await wrk(origin, { connections: LOAD.connections, seconds: config.loadSeconds, paths });
    const rss = groupRssMb(contender.processGroup() ?? -1);
    console.log(
      `  ${contender.label}: ${config.loadSeconds} s over ${paths.length} pages, ${Math.round(load.requestsPerSecond)} req/s, RSS ${mib(rss)}`,
    );
    after.set(contender, { rss, load });
  }
  return after;
}

function report(contenders, { restarts, runs, after }) {
  const [peer, ...sites] = contenders;
  const cells = (pick, format) => [...sites, peer].map((contender) => format(pick(contender)));
  const ratios = (pick) =>
    sites.map((site) => {
      const [mine, theirs] = [pick(site), pick(peer)];
      return mine == null || theirs == null ? 'n/a' : `${(mine / theirs).toFixed(2)}×`;
    });
  const rate = (index) => (contender) => median(runs.get(contender)[index].map((run) => run.requestsPerSecond));
  const p50 = (index) => (contender) => median(runs.get(contender)[index].map((run) => run.p50));
  const startMs = (contender) => (restarts.get(contender).startMs.length ? median(restarts.get(contender).startMs) : null);
  const startRss = (contender) => (restarts.get(contender).rss.length ? median(restarts.get(contender).rss) : null);
  const optional = (format) => (value) => (value == null ? 'not restarted' : format(value));
  const rows = [
    ['home req/s', ...cells(rate(0), Math.round), ...ratios(rate(0))],
    ['detail page req/s', ...cells(rate(1), Math.round), ...ratios(rate(1))],
    ['home p50 ms', ...cells(p50(0), (value) => value.toFixed(1)), ...ratios(p50(0))],
    ['detail page p50 ms', ...cells(p50(1), (value) => value.toFixed(1)), ...ratios(p50(1))],
    ['RSS after start', ...cells(startRss, optional(mib)), ...ratios(startRss)],
    [
      `RSS after ${config.loadSeconds} s of load`,
      ...cells((contender) => after.get(contender).rss, mib),
      ...ratios((contender) => after.get(contender).rss),
    ],
    [
      'restart to the first 200 of the home page',
      ...cells(
        startMs,
        optional((value) => `${(value / 1000).toFixed(2)} s`),
      ),
      ...ratios(startMs),
    ],
  ];
  const pathsOf = (contender) => contender.paths.slice(0, 2).join(' and ');
  return [
    '## Against the peer',
    '',
    `The site (page cache off) and the peer at ${peer.origin} (${config.peer.start ? 'started by the benchmark' : 'already running'}), taking turns. ` +
      `Throughput: wrk, ${LOAD.threads} thread, ${LOAD.connections} connections, ${LOAD.seconds} s a page, medians of ${ROUNDS} rounds; ` +
      `pages: ${[...sites, peer].map((contender) => `${contender.label} ${pathsOf(contender)}`).join('; ')}. ` +
      `RSS of each server's process group after ${RESTARTS} restarts on its data (median, ${SETTLE_MS / 1000} s after the first 200), ` +
      `and after ${config.loadSeconds} s of load over ${[...sites, peer].map((contender) => `${contender.label}'s ${contender.paths.length}`).join(', ')} pages. ` +
      `Ratios are site/peer: above 1 is better for requests per second, below 1 for the rest.`,
    '',
    table(['measure', ...sites.map((site) => site.label), 'peer', ...sites.map((site) => `${site.label} / peer`)], rows),
  ].join('\n');
}

/** Every measurement over the contenders, the peer first, then the section's text. */
async function measure(contenders) {
  const restarts = await timeRestarts(contenders);
  const runs = await throughput(contenders);
  const after = await loadMinute(contenders);
  return report(contenders, { restarts, runs, after });
}

export async function runPeer(_pages, servers) {
  if (!config.peer.url) return '## Against the peer\n\nNot measured: BENCH_PEER_URL names no peer (docs/performance.md#against-a-peer).';
  console.log(`Against the peer at ${config.peer.url}`);
  const peer = await peerContender();
  const embedded = await siteContender('site, PGlite', { server: servers.site, port: config.port });
  try {
    // Without a Postgres server, the PGlite site alone.
    const withPostgres = await withBenchDatabase(async (databaseUrl) => {
      const first = await startSite({ port: config.postgresPort, databaseUrl });
      const postgres = await siteContender('site, Postgres', { server: first, port: config.postgresPort, databaseUrl });
      try {
        return await measure([peer, embedded, postgres]);
      } finally {
        await postgres.stop();
      }
    });
    return withPostgres ?? (await measure([peer, embedded]));
  } finally {
    // The PGlite site's last restart is the one the parts after this one measure.
    servers.site = embedded.server();
    await peer.stop();
  }
}
