// Builds and serves the production app for the benchmark: own output folder, own fresh database.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { delimiter, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { clearRuntimeCaches } from '../runtime-caches.mjs';
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

const serverEnv = () => ({
  ...nextEnv(),
  NEXT_DIST_DIR: config.distDir,
  DATA_DIR: config.dataDir,
  PORT: String(config.port),
  HOSTNAME: '127.0.0.1',
  SITE_URL: config.origin,
});

export function build() {
  console.log(`Building into ${config.distDir} ...`);
  execFileSync('npx', ['next', 'build'], { stdio: 'inherit', env: serverEnv() });
}

/**
 * Starts the command of package.json's `start` script (so the benchmark serves the app exactly as
 * `npm start` does) on a fresh database. It gets the port and folders from the environment.
 */
export function startServer() {
  rmSync(config.dataDir, { recursive: true, force: true });
  clearRuntimeCaches(config.distDir);
  const command = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start;
  console.log(`Starting \`${command}\` on ${config.origin} ...`);
  return spawnServer(command, { env: serverEnv() });
}

/**
 * Runs a server command in a shell, in a process group of its own, so stopping it also stops
 * whatever the shell started.
 * @param {string} command
 * @param {{ env: NodeJS.ProcessEnv, cwd?: string }} options
 */
export function spawnServer(command, { env, cwd }) {
  const child = spawn(command, { shell: true, detached: true, cwd, stdio: ['ignore', 'inherit', 'inherit'], env });
  let exited = false;
  child.on('exit', () => { exited = true; });
  return {
    exited: () => exited,
    async stop() {
      if (exited) return;
      process.kill(-child.pid, 'SIGTERM');
      for (let waited = 0; waited < 10_000 && !exited; waited += 200) await sleep(200);
      if (!exited) process.kill(-child.pid, 'SIGKILL');
    },
  };
}
