// Part: the nginx recipe's one-second page cache (deploy/nginx/studio.conf). The home page and a
// project page through the recipe, in front of the benchmark's server, against a static file that
// the same nginx serves from disk: the home page's own HTML, saved before the load.
import { startNginx } from '../nginx-recipe.mjs';
import { config, targets } from './config.mjs';
import { passFail, table } from './markdown.mjs';
import { cleanRun, floorCells, pageCells, wrk } from './wrk.mjs';

const STATIC_PATH = '/bench-static.html';
// nginx resolves a relative root against its folder, where startNginx writes the file.
const STATIC_LOCATION = `    location = ${STATIC_PATH} {
        root .;
        default_type text/html;
    }
`;
const WARM_UP_SECONDS = 3;

async function fetchHtml(url) {
  // wrk sends no Accept-Encoding either: every answer below is the page's uncompressed HTML.
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return { html: await response.text(), cacheStatus: response.headers.get('x-cache-status') };
}

async function measure(url, label) {
  const { html } = await fetchHtml(url);
  const bytes = Buffer.byteLength(html);
  process.stdout.write(`  ${label} (${bytes} B HTML) for ${config.durationSeconds} s ... `);
  const result = await wrk(url, { connections: config.connections, seconds: config.durationSeconds });
  console.log(`${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99.toFixed(1)} ms`);
  return { label, bytes, ...result };
}

/** The two pages measured through the cache: the home page and the first project's page. */
function cachedPaths(pages) {
  const project = pages.find((page) => page.path.startsWith('/projects/'));
  if (!project) throw new Error('No project page to measure');
  return ['/', project.path];
}

export async function runNginx(pages) {
  const site = new URL(config.origin).host;
  const { html: homeHtml } = await fetchHtml(`${config.origin}/`);
  // The recipe balances over two instances; both of its places name the benchmark's one server.
  const nginx = await startNginx({
    port: config.nginxPort,
    upstreams: [site, site],
    locations: STATIC_LOCATION,
    files: { [STATIC_PATH.slice(1)]: homeHtml },
  });
  try {
    const staticUrl = `${nginx.origin}${STATIC_PATH}`;
    const paths = cachedPaths(pages);
    console.log(
      `nginx recipe: wrk, ${config.connections} connections, ${config.durationSeconds} s per page, the static file between pages`,
    );
    for (const url of [staticUrl, ...paths.map((path) => `${nginx.origin}${path}`)]) {
      await wrk(url, { connections: config.connections, seconds: WARM_UP_SECONDS });
    }
    const statics = [await measure(staticUrl, 'static file')];
    const rows = [];
    for (const path of paths) {
      const url = `${nginx.origin}${path}`;
      // The first request may refill the page; the second, right after it, must find it stored.
      await fetchHtml(url);
      const { cacheStatus } = await fetchHtml(url);
      if (cacheStatus !== 'HIT') throw new Error(`${path} through nginx: X-Cache-Status ${cacheStatus}, not HIT`);
      const row = await measure(url, path);
      statics.push(await measure(staticUrl, 'static file'));
      rows.push({ ...row, staticRate: (statics.at(-2).requestsPerSecond + statics.at(-1).requestsPerSecond) / 2 });
    }
    return report(statics, rows);
  } finally {
    await nginx.stop();
  }
}

function report(statics, rows) {
  const staticLine = floorCells('static file', statics);
  const line = (row) =>
    pageCells(row, row.staticRate, passFail(cleanRun(row) && row.requestsPerSecond / row.staticRate >= targets.nginxCacheRatio));
  return [
    '## nginx page cache',
    '',
    `The recipe deploy/nginx/studio.conf (Debian's nginx, one worker) on 127.0.0.1, in front of the benchmark's server in both of its instance places; ` +
      `wrk (2 threads), ${config.connections} connections, ${config.durationSeconds} s per page, no Accept-Encoding (uncompressed HTML), after ${WARM_UP_SECONDS} s of warming load per URL. ` +
      `Nearly every answer comes from nginx's one-second cache (X-Cache-Status HIT; one request per second and page refills it from the server). ` +
      `Floor: the home page's own HTML saved as a static file and served by the same nginx, measured before and after every page; "static req/s" is the mean of the two beside the page. ` +
      `Target: ratio page/static ≥ ${targets.nginxCacheRatio.toFixed(2)}, no errors.`,
    '',
    table(
      ['Page', 'HTML bytes', 'req/s', 'p50 ms', 'p99 ms', 'socket errors / non-2xx or 3xx', 'static req/s', 'ratio', 'result'],
      [staticLine, ...rows.map(line)],
    ),
  ].join('\n');
}
