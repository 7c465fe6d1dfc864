// Part 1: requests per second of each data-backed page against a prerendered page of the same app.
import { config, targets } from './config.mjs';
import { passFail, table } from './markdown.mjs';
import { wrk } from './wrk.mjs';

// The framework floor: a page prerendered at build time with no database content, so it shows
// what `next start` serves at best on this machine. The terms are a long static text; their HTML
// is about as large as the data pages' (sizes are printed beside each page), so the ratio compares
// caching, not bytes. (/about is smaller, /privacy-policy larger: see the size column.)
export const FLOOR_PATH = '/terms-of-service';

const WARM_UP_SECONDS = 3;

async function htmlBytes(path) {
  const response = await fetch(`${config.origin}${path}`, { headers: { 'accept-encoding': 'identity' } });
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  return Buffer.byteLength(await response.text());
}

async function measure(path) {
  const bytes = await htmlBytes(path);
  process.stdout.write(`  ${path} (${bytes} B HTML) for ${config.durationSeconds} s ... `);
  const result = await wrk(`${config.origin}${path}`, { connections: config.connections, seconds: config.durationSeconds });
  const row = { path, bytes, ...result };
  console.log(`${Math.round(row.requestsPerSecond)} req/s, p99 ${row.p99.toFixed(1)} ms`);
  return row;
}

export async function runThroughput(pages) {
  console.log(`Throughput: wrk, ${config.connections} connections, ${config.durationSeconds} s per page`);
  // Unrecorded: the server's first seconds under load (JIT compilation) would count against
  // whichever page came first.
  await wrk(`${config.origin}${FLOOR_PATH}`, { connections: config.connections, seconds: WARM_UP_SECONDS });
  const floor = await measure(FLOOR_PATH);
  const rows = [];
  for (const page of pages.filter((candidate) => candidate.dataBacked)) rows.push(await measure(page.path));

  const line = (row, isFloor) => {
    const ratio = row.requestsPerSecond / floor.requestsPerSecond;
    const clean = row.errors === 0 && row.non2xx === 0;
    const ok = clean && row.p99 < targets.p99Ms && (isFloor || ratio >= targets.throughputRatio);
    return [
      isFloor ? `${row.path} (floor)` : row.path,
      row.bytes,
      Math.round(row.requestsPerSecond),
      row.p50.toFixed(1),
      row.p99.toFixed(1),
      `${row.errors} / ${row.non2xx}`,
      ratio.toFixed(2),
      passFail(ok),
    ];
  };
  return [
    '## Throughput',
    '',
    `wrk (2 threads) on 127.0.0.1, ${config.connections} connections, ${config.durationSeconds} s per page, after one warming visit. ` +
      `Floor: ${FLOOR_PATH}, prerendered at build time without database content. ` +
      `Targets: ratio page/floor ≥ ${targets.throughputRatio.toFixed(2)}, p99 < ${targets.p99Ms} ms, no errors.`,
    '',
    table(['Page', 'HTML bytes', 'req/s', 'p50 ms', 'p99 ms', 'socket errors / non-2xx or 3xx', 'ratio', 'result'], [line(floor, true), ...rows.map((row) => line(row, false))]),
  ].join('\n');
}
