// Serves the production build for the end-to-end tests, each server on a fresh embedded database
// so the tests see exactly the demo content. Set E2E_SKIP_BUILD=1 to reuse an existing build.
//  - E2E_PORT (default 3100): the site as a fresh clone runs it.
//  - E2E_PORT + 1: a second build with a Google Analytics id, for the consent and event tests
//    (kept apart so the consent banner never covers what the other tests click). It needs its
//    own build and output folder: static pages are rendered at build time and the page cache
//    lives in the output folder. Its SITE_URL is its own address: the checkout accepts return
//    addresses on the site's origin only.
import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { clearRuntimeCaches } from './runtime-caches.mjs';
import { serverArguments } from './server-command.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const servers = [
  { port, dataDir: '.data-e2e', distDir: '.next', env: {} },
  {
    port: port + 1,
    dataDir: '.data-e2e-analytics',
    distDir: '.next-e2e-analytics',
    env: { GA_MEASUREMENT_ID: 'G-E2ETEST1', NEXT_DIST_DIR: '.next-e2e-analytics', SMTP_URL: '', SITE_URL: `http://localhost:${port + 1}` },
  },
];

for (const server of servers) {
  rmSync(server.dataDir, { recursive: true, force: true });
  // Next keeps rendered pages and cached reads on disk across restarts and rebuilds.
  clearRuntimeCaches(server.distDir);
  if (process.env.E2E_SKIP_BUILD) continue;
  execFileSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...process.env, ...server.env } });
}

const children = servers.map((server) =>
  // `npm start`'s command, so the tests see the production server's headers and compression.
  spawn(process.execPath, [...serverArguments(), '--port', String(server.port)], {
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: server.dataDir, ...server.env },
  }),
);
const stopAll = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
for (const child of children)
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exit(code ?? 0);
  });
