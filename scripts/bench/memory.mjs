// Part 2: the servers' resident memory after a minute of load, the site's (on the embedded
// database and on a Postgres server) against the floor app's under the same load.
import { groupRssMb } from '../process-rss.mjs';
import { config, targets } from './config.mjs';
import { FLOOR_PATHS } from './floor.mjs';
import { passFail, table } from './markdown.mjs';
import { discoverRecords, publicPages } from './pages.mjs';
import { withBenchDatabase } from './postgres.mjs';
import { startSite, warm } from './server.mjs';
import { wrk } from './wrk.mjs';

const mb = (value) => `${value.toFixed(0)} MB`;

/** The load minute on one server, over `paths` in turn, with its RSS before and after. */
async function loadAndRead(label, server, origin, paths) {
  const before = groupRssMb(server.processGroup);
  process.stdout.write(`  ${label}: ${config.loadSeconds} s over ${paths.length} pages ... `);
  const load = await wrk(origin, { connections: config.connections, seconds: config.loadSeconds, paths });
  const after = groupRssMb(server.processGroup);
  console.log(`${Math.round(load.requestsPerSecond)} req/s, RSS ${mb(before)} → ${mb(after)}`);
  return { label, before, after, load };
}

/** The site on a database of its own on the Postgres server, through the same load; null without one. */
async function postgresRow(paths) {
  return withBenchDatabase(async (databaseUrl) => {
    const site = await startSite({ port: config.postgresPort, databaseUrl });
    try {
      const origin = `http://127.0.0.1:${config.postgresPort}`;
      // Product ids are random per database: this one's pages, in the same order.
      const pages = publicPages(await discoverRecords(origin)).filter((page) => page.dataBacked);
      await warm(pages, origin);
      if (pages.length !== paths.length) throw new Error('The Postgres site has other data pages than the embedded one');
      return await loadAndRead(
        'site, Postgres server',
        site,
        origin,
        pages.map((page) => page.path),
      );
    } finally {
      await site.stop();
    }
  });
}

export async function runMemory(pages, servers) {
  console.log(`Memory: RSS after ${config.loadSeconds} s of load (wrk, ${config.connections} connections)`);
  const paths = pages.filter((page) => page.dataBacked).map((page) => page.path);
  const floor = await loadAndRead('floor app', servers.floor, config.floor.origin, FLOOR_PATHS);
  const rows = [await loadAndRead('site, embedded PGlite', servers.site, config.origin, paths), await postgresRow(paths)].filter(Boolean);
  const line = (row) => {
    const ratio = row.after / floor.after;
    const clean = row.load.errors === 0 && row.load.non2xx === 0;
    return [
      row.label,
      mb(row.before),
      mb(row.after),
      Math.round(row.load.requestsPerSecond),
      ratio.toFixed(2),
      passFail(clean && ratio <= targets.rssRatio),
    ];
  };
  return [
    '## Memory',
    '',
    `Resident memory (VmRSS of the server's process group, from /proc) after ${config.loadSeconds} s of wrk load with ${config.connections} connections, ` +
      `each request the next page in turn: every data page in both languages for the site (its page cache off, as in the throughput part), ` +
      `the floor app's page in both languages for the floor. The embedded PGlite database runs inside the site's process and counts; ` +
      `a Postgres server's own memory does not.${rows.length < 2 ? ' No Postgres server answered, so its row is missing.' : ''} ` +
      `Target: site ≤ ${targets.rssRatio.toFixed(2)}× the floor app's RSS after the same load.`,
    '',
    table(
      ['Server', 'RSS before', 'RSS after the load', 'req/s during the load', 'ratio to the floor', 'result'],
      [[floor.label, mb(floor.before), mb(floor.after), Math.round(floor.load.requestsPerSecond), '1.00', 'the floor'], ...rows.map(line)],
    ),
  ].join('\n');
}
