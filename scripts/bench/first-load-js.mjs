// Part 4: JavaScript a first visit downloads (compressed bytes on the wire), page by page.
import { chromium } from '@playwright/test';
import { config, targets } from './config.mjs';
import { FLOOR_PATHS } from './floor.mjs';
import { kB, passFail, table } from './markdown.mjs';

/** Every script the page fetched until load and network idle, with its transferred body size. */
async function scriptsOf(context, url) {
  const page = await context.newPage();
  const encodings = new Set();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) encodings.add(response.headers()['content-encoding'] ?? 'none');
  });
  const response = await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // Next prefetches the code of linked pages when the browser is idle, which may come just after
  // the first quiet moment; a second look keeps that from depending on timing.
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
  const finalPath = new URL(page.url()).pathname;
  const scripts = await page.evaluate(() => {
    const loadStart = performance.getEntriesByType('navigation')[0]?.loadEventStart ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ url: entry.name, bytes: entry.encodedBodySize, afterLoad: entry.startTime >= loadStart }));
  });
  await page.close();
  return { status: response?.status(), finalPath, scripts, encodings };
}

const sum = (scripts) => scripts.reduce((total, script) => total + script.bytes, 0);

/**
 * Loads a page in a fresh browser context (empty cache); `prepare` may sign in first. `origin`:
 * the site's server unless given (the floor page has its own).
 */
async function measurePage(browser, path, prepare, origin = config.origin) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
  try {
    await prepare?.(context);
    const result = await scriptsOf(context, `${origin}${path}`);
    if (result.status !== 200 || result.finalPath !== new URL(path, origin).pathname) {
      throw new Error(`${path} answered ${result.status} at ${result.finalPath}`);
    }
    const total = sum(result.scripts);
    const afterLoad = sum(result.scripts.filter((script) => script.afterLoad));
    console.log(`  ${path}: ${kB(total)} in ${result.scripts.length} files (${kB(afterLoad)} after load)`);
    return { path, total, afterLoad, ...result };
  } finally {
    await context.close();
  }
}

async function signIn(context) {
  const response = await context.request.post(`${config.origin}/api/admin/login`, { data: config.admin });
  if (!response.ok()) throw new Error(`Admin sign-in answered ${response.status()}`);
}

/** Scripts every public page loads: the framework, next-intl and the shared layout. */
function sharedScripts(measured) {
  const [first, ...rest] = measured;
  return first.scripts.filter((script) => rest.every((other) => other.scripts.some((candidate) => candidate.url === script.url)));
}

export async function runFirstLoadJs(pages) {
  console.log('First-load JS: Chromium, fresh cache per page, scripts fetched until load and network idle');
  const browser = await chromium.launch({ executablePath: config.chromiumPath, args: config.chromiumArgs });
  try {
    const publicPages = [];
    for (const page of pages) publicPages.push(await measurePage(browser, page.path));
    const admin = [await measurePage(browser, '/admin/login'), await measurePage(browser, '/admin', signIn)];
    const floor = await measurePage(browser, FLOOR_PATHS[0], undefined, config.floor.origin);
    const limit = floor.total + targets.firstLoadJsOverFloorBytes;

    const shared = sharedScripts(publicPages);
    const sharedBytes = sum(shared);
    const encodings = [...new Set([...publicPages, ...admin, floor].flatMap((page) => [...page.encodings]))].join(', ');
    const rows = [
      ...publicPages.map((page) => [page.path, kB(page.total), kB(page.afterLoad), page.scripts.length, passFail(page.total <= limit)]),
      ...admin.map((page) => [`${page.path} (admin)`, kB(page.total), kB(page.afterLoad), page.scripts.length, 'no target']),
      [`floor page ${floor.path}`, kB(floor.total), kB(floor.afterLoad), floor.scripts.length, 'the floor'],
      ['shared by every public page', kB(sharedBytes), '', shared.length, ''],
    ];
    return [
      '## First-load JavaScript',
      '',
      `Transferred size (Resource Timing encodedBodySize; content-encoding seen: ${encodings}) of the .js files a first visit ` +
        `fetches until load and network idle, fresh cache per page; /admin signed in. kB = 1000 bytes. "after load": ` +
        `fetched once the page had loaded, mostly code of linked pages that Next prefetches. ` +
        `Target per public page: ≤ ${kB(limit)}, the floor page's ${kB(floor.total)} (next-intl's getting-started page on the ` +
        `same Next.js, measured in this run; scripts/bench/floor.mjs) plus ${kB(targets.firstLoadJsOverFloorBytes)}.`,
      '',
      table(['Page', 'JS (gzip)', 'after load', 'files', 'result'], rows),
    ].join('\n');
  } finally {
    await browser.close();
  }
}
