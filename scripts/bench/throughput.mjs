// Part 1: requests per second of each data-backed page, served by Next without the site's page
// cache, against a prerendered page of a plain Next app served by `next start` (the floor app).
import { config, targets } from './config.mjs';
import { FLOOR_PATHS } from './floor.mjs';
import { passFail, table } from './markdown.mjs';
import { cleanRun, floorCells, pageCells, wrk } from './wrk.mjs';

// The floor: the floor app's English page, prerendered at build time, no middleware, served by
// `next start` (scripts/bench/floor.mjs). It shows what Next serves at best on this machine.
const FLOOR_URL = `${config.floor.origin}${FLOOR_PATHS[0]}`;

const WARM_UP_SECONDS = 3;

async function htmlBytes(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return Buffer.byteLength(await response.text());
}

async function measure(url, label) {
  const bytes = await htmlBytes(url);
  process.stdout.write(`  ${label} (${bytes} B HTML) for ${config.durationSeconds} s ... `);
  const result = await wrk(url, { connections: config.connections, seconds: config.durationSeconds });
  console.log(`${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99.toFixed(1)} ms`);
  return { label, bytes, ...result };
}

export async function runThroughput(pages) {
  console.log(`Throughput: wrk, ${config.connections} connections, ${config.durationSeconds} s per page, the floor between pages`);
  // Unrecorded: each server's first seconds under load (JIT compilation) would count against
  // whichever page came first.
  for (const url of [FLOOR_URL, `${config.origin}/`]) await wrk(url, { connections: config.connections, seconds: WARM_UP_SECONDS });
  // The floor is measured before and after every page, and each page is compared with the mean
  // of the two beside it: the machine's speed drifts over a run, by more than the margin.
  const floors = [await measure(FLOOR_URL, 'floor')];
  const rows = [];
  for (const page of pages.filter((candidate) => candidate.dataBacked)) {
    const row = await measure(`${config.origin}${page.path}`, page.path);
    floors.push(await measure(FLOOR_URL, 'floor'));
    rows.push({ ...row, floorRate: (floors.at(-2).requestsPerSecond + floors.at(-1).requestsPerSecond) / 2 });
  }

  const line = (row) => {
    const ok = cleanRun(row) && row.p99 < targets.p99Ms && row.requestsPerSecond / row.floorRate >= targets.throughputRatio;
    return pageCells(row, row.floorRate, passFail(ok));
  };
  const floorLine = floorCells(`floor app ${FLOOR_PATHS[0]}`, floors);
  return [
    '## Throughput',
    '',
    `wrk (2 threads) on 127.0.0.1, ${config.connections} connections, ${config.durationSeconds} s per page, after one warming visit. ` +
      `The site runs with PAGE_CACHE_SECONDS=0: every request is answered by Next (from its incremental cache), not by the server's one-second page cache. ` +
      `Floor: the floor app's ${FLOOR_PATHS[0]} (a plain Next app without middleware, the page prerendered at build time, served by \`next start\`; scripts/bench/floor.mjs), ` +
      `measured before and after every page; "floor req/s" is the mean of the two beside the page. ` +
      `Targets: ratio page/floor ≥ ${targets.throughputRatio.toFixed(2)}, p99 < ${targets.p99Ms} ms, no errors.`,
    '',
    table(
      ['Page', 'HTML bytes', 'req/s', 'p50 ms', 'p99 ms', 'socket errors / non-2xx or 3xx', 'floor req/s', 'ratio', 'result'],
      [floorLine, ...rows.map(line)],
    ),
  ].join('\n');
}
