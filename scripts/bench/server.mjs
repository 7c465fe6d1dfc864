// Builds and serves the production app for the benchmark: own output folder, own fresh database.
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { clearRuntimeCaches } from '../runtime-caches.mjs';
import { waitUntilReady } from '../wait-until-ready.mjs';
import { config } from './config.mjs';

/**
 * The environment of every `next` command the benchmark runs, the site's and the floor page's: no
 * telemetry, and a shell that finds `next` in the repository's node_modules as npm would.
 */
export const nextEnv = () => ({
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  PATH: [resolve('node_modules/.bin'), process.env.PATH].join(delimiter),
});

/**
 * The site's settings in the benchmark. Its own page cache is off (PAGE_CACHE_SECONDS=0): every
 * request is served by Next, so the figures are the framework's and the site's own work. Warnings
 * and errors only in the terminal, not an access line per request (the observability part sets
 * its own level and log file).
 * @param {{ port?: number, databaseUrl?: string }} [options] another port, and a Postgres server
 *   instead of the embedded database
 */
const serverEnv = ({ port = config.port, databaseUrl, env = {} } = {}) => ({
  ...nextEnv(),
  NEXT_DIST_DIR: config.distDir,
  DATA_DIR: config.dataDir,
  PORT: String(port),
  HOSTNAME: '127.0.0.1',
  SITE_URL: `http://127.0.0.1:${port}`,
  PAGE_CACHE_SECONDS: '0',
  LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  ...env,
});

export function build() {
  console.log(`Building into ${config.distDir} ...`);
  execFileSync('npx', ['next', 'build'], { stdio: 'inherit', env: serverEnv() });
}

/**
 * Starts the command of package.json's `start` script (so the benchmark serves the app exactly as
 * `npm start` does). It gets the port and folders from the environment. `fresh` (the default)
 * starts on a new database; otherwise on the one the last server left, as a restart does. `env`
 * adds settings; `logFile` takes the server's output instead of this terminal.
 * @param {{ fresh?: boolean, port?: number, databaseUrl?: string, env?: Record<string, string>, logFile?: string }} [options]
 */
export function startServer({ fresh = true, port, databaseUrl, env: settings, logFile } = {}) {
  if (fresh) {
    rmSync(config.dataDir, { recursive: true, force: true });
    clearRuntimeCaches(config.distDir);
  }
  const env = serverEnv({ port, databaseUrl, env: settings });
  const command = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start;
  console.log(`Starting \`${command}\` on ${env.SITE_URL}${databaseUrl ? ' (Postgres)' : ''} ...`);
  return spawnServer(command, { env, logFile });
}

/**
 * startServer, then waits until the site answers a content read (migrated and seeded). The
 * database of a Postgres server is never fresh here: the caller created it empty.
 * @param {{ fresh?: boolean, port?: number, databaseUrl?: string, env?: Record<string, string>, logFile?: string }} [options]
 */
export async function startSite(options = {}) {
  const server = startServer({ ...options, fresh: options.fresh ?? !options.databaseUrl });
  try {
    await waitUntilReady(`http://127.0.0.1:${options.port ?? config.port}`, () =>
      server.exited() ? 'The server exited before it answered' : null,
    );
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** One visit per page, so data pages are rendered and cached before anything is measured. */
export async function warm(pages, origin = config.origin) {
  for (const page of pages) {
    const response = await fetch(`${origin}${page.path}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`Warming ${origin}${page.path}: ${response.status}`);
  }
}

/**
 * Runs a server command in a shell, in a process group of its own, so stopping it also stops
 * whatever the shell started. Its output goes to this terminal, or appended to `logFile`.
 * @param {string} command
 * @param {{ env: NodeJS.ProcessEnv, cwd?: string, logFile?: string }} options
 */
export function spawnServer(command, { env, cwd, logFile }) {
  const output = logFile ? openSync(logFile, 'a') : 'inherit';
  const child = spawn(command, { shell: true, detached: true, cwd, stdio: ['ignore', output, output], env });
  if (typeof output === 'number') closeSync(output);
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  return {
    /** The server's process group, whose memory counts (scripts/process-rss.mjs). */
    processGroup: /** @type {number} */ (child.pid),
    exited: () => exited,
    async stop() {
      if (exited) return;
      process.kill(-child.pid, 'SIGTERM');
      for (let waited = 0; waited < 10_000 && !exited; waited += 200) await sleep(200);
      if (!exited) process.kill(-child.pid, 'SIGKILL');
    },
  };
}
