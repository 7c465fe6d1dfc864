// wrk, the load generator of the throughput part. It is written in C and does not look at the
// bodies it receives; autocannon (npm) builds every response body into a JavaScript string, which
// on this machine capped it below the server: a bare Node server sending the stored bytes of
// /digital-products gave ~3,000-3,800 req/s with autocannon and ~14,500 with wrk, and the
// Norwegian twin, whose text is not ASCII, lost another fifth to autocannon alone.
import { execFile, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const WRK_PATH = process.env.WRK_PATH ?? 'wrk';

/** wrk's banner ('wrk 4.1.0 [epoll] …'); throws, saying how to install it, when it is missing. */
export function wrkVersion() {
  // `wrk --version` prints its banner and usage and exits with status 1.
  const banner = spawnSync(WRK_PATH, ['--version'], { encoding: 'utf8' }).stdout?.split('\n')[0] ?? '';
  if (!banner.startsWith('wrk')) throw new Error(`wrk not found (${WRK_PATH}): install it (Debian: apt-get install wrk) or set WRK_PATH`);
  return banner.replace(/\s*Copyright.*$/, '');
}

const UNIT_MS = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** '1.23ms' → 1.23 */
function milliseconds(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) throw new Error(`wrk: unreadable latency '${text}'`);
  return Number(match[1]) * UNIT_MS[/** @type {keyof typeof UNIT_MS} */ (match[2])];
}

/**
 * The figures of one `wrk --latency` report.
 * @param {string} report
 */
export function parseWrkReport(report) {
  const percentile = (p) => {
    const match = new RegExp(`^\\s*${p}%\\s+(\\S+)\\s*$`, 'm').exec(report);
    if (!match) throw new Error(`wrk: no ${p}% latency in the report`);
    return milliseconds(match[1]);
  };
  const rate = /^Requests\/sec:\s+([\d.]+)$/m.exec(report);
  if (!rate) throw new Error('wrk: no Requests/sec in the report');
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  const errors = socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0;
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0);
  return { requestsPerSecond: Number(rate[1]), p50: percentile(50), p99: percentile(99), errors, non2xx };
}

const ROTATE_SCRIPT = fileURLToPath(new URL('./rotate.lua', import.meta.url));

/**
 * Loads `url` with `connections` open connections for `seconds`; with `paths`, the requests ask
 * for each of those paths of the url's origin in turn.
 * @param {string} url
 * @param {{ connections: number, seconds: number, paths?: string[], threads?: number }} options
 */
export async function wrk(url, { connections, seconds, paths, threads = 2 }) {
  const rotate = paths?.length ? ['--script', ROTATE_SCRIPT, url, '--', ...paths] : [url];
  const { stdout } = await run(WRK_PATH, [
    '--threads',
    String(threads),
    '--connections',
    String(connections),
    '--duration',
    `${seconds}s`,
    '--latency',
    ...rotate,
  ]);
  return parseWrkReport(stdout);
}

/** A wrk run without socket errors or non-2xx/3xx answers. */
export const cleanRun = (row) => row.errors === 0 && row.non2xx === 0;

/** Table cells summing up the floor's runs: rate range, worst latencies, errors, ratio 1.00. */
export function floorCells(label, runs) {
  const rates = runs.map((run) => run.requestsPerSecond);
  return [
    `${label} (${runs.length} runs)`,
    runs[0].bytes,
    `${Math.round(Math.min(...rates))}–${Math.round(Math.max(...rates))}`,
    Math.max(...runs.map((run) => run.p50)).toFixed(1),
    Math.max(...runs.map((run) => run.p99)).toFixed(1),
    `${runs.reduce((sum, run) => sum + run.errors, 0)} / ${runs.reduce((sum, run) => sum + run.non2xx, 0)}`,
    '',
    '1.00',
    runs.every(cleanRun) ? 'the floor' : 'the floor: ERRORS',
  ];
}

/** Table cells of one page's run beside the floor's rate measured next to it; `result` is the verdict's text. */
export function pageCells(row, floorRate, result) {
  return [
    row.label,
    row.bytes,
    Math.round(row.requestsPerSecond),
    row.p50.toFixed(1),
    row.p99.toFixed(1),
    `${row.errors} / ${row.non2xx}`,
    Math.round(floorRate),
    (row.requestsPerSecond / floorRate).toFixed(2),
    result,
  ];
}
