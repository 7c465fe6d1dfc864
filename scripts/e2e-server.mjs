// Serves the production build for the end-to-end tests, each server on a fresh embedded database
// so the tests see exactly the demo content. Set E2E_SKIP_BUILD=1 to reuse an existing build.
//  - E2E_PORT (default 3100): the site as a fresh clone runs it.
//  - E2E_PORT + 1: the same build with a Google Analytics id, for the consent and event tests
//    (kept apart so the consent banner never covers what the other tests click). It runs from a
//    copy of the build without the pages the build rendered ahead, so each page is rendered at
//    its first request with this server's settings (the analytics id; its own SITE_URL, as the
//    checkout accepts return addresses on the site's origin only). One build instead of two. It
//    mails to the same SMTP peer, so its specs can follow a mailed link (a booking's confirmation).
import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { copyBuild } from './build-copy.mjs';
import { clearRuntimeCaches } from './runtime-caches.mjs';
import { serverArguments } from './server-command.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const BUILD_DIR = '.next';
const servers = [
  { port, dataDir: '.data-e2e', distDir: BUILD_DIR, env: {} },
  {
    port: port + 1,
    dataDir: '.data-e2e-analytics',
    distDir: '.next-e2e-analytics',
    env: { GA_MEASUREMENT_ID: 'G-E2ETEST1', NEXT_DIST_DIR: '.next-e2e-analytics', SITE_URL: `http://localhost:${port + 1}` },
  },
];

if (!process.env.E2E_SKIP_BUILD) execFileSync('npx', ['next', 'build'], { stdio: 'inherit', env: process.env });
for (const server of servers) {
  rmSync(server.dataDir, { recursive: true, force: true });
  if (server.distDir !== BUILD_DIR) copyBuild(BUILD_DIR, server.distDir, { withoutPrerendered: true });
  // Next keeps rendered pages and cached reads on disk across restarts and rebuilds.
  else clearRuntimeCaches(server.distDir);
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
