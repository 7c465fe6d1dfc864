// Builds and serves the production app for the benchmark: own output folder, own fresh database.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { delimiter, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { clearRuntimeCaches } from '../runtime-caches.mjs';
import { config } from './config.mjs';

const serverEnv = () => ({
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: config.distDir,
  DATA_DIR: config.dataDir,
  PORT: String(config.port),
  HOSTNAME: '127.0.0.1',
  SITE_URL: config.origin,
  // The shell that runs the start command finds `next` as npm would.
  PATH: [resolve('node_modules/.bin'), process.env.PATH].join(delimiter),
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
  // Its own process group, so stopping it also stops whatever the shell started.
  const child = spawn(command, { shell: true, detached: true, stdio: ['ignore', 'inherit', 'inherit'], env: serverEnv() });
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
