import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyBuild } from '../../scripts/build-copy.mjs';
import { clearRuntimeCaches } from '../../scripts/runtime-caches.mjs';
import { serverArguments } from '../../scripts/server-command.mjs';
import { waitUntilReady } from '../../scripts/wait-until-ready.mjs';

// Production servers (`npm start`'s scripts/start.mjs) that a system test starts, kills and restarts
// itself, each on a database of its own.

/** The build the end-to-end servers serve (scripts/e2e-server.mjs builds it). */
const BUILD_DIR = '.next';
/**
 * A copy of that build for these servers, one per Playwright worker. They must not share an output
 * folder with the end-to-end server on E2E_PORT or with the servers of a spec beside them: each
 * writes the pages it renders from its own database there.
 */
export const SYSTEM_DIST_DIR = `.next-e2e-system-${process.env.TEST_PARALLEL_INDEX ?? '0'}`;

/**
 * Ports E2E_PORT + 10 to + 39 belong to the system tests (3110-3139 beside the default 3100). Each
 * spec has offsets of its own, since two specs may run side by side.
 */
export function systemPort(offset: number): number {
  if (offset < 0 || offset >= 30) throw new Error(`System port offset ${offset} is outside 0-29`);
  return Number(process.env.E2E_PORT ?? 3100) + 10 + offset;
}

const buildId = (dir: string) => (existsSync(path.join(dir, 'BUILD_ID')) ? readFileSync(path.join(dir, 'BUILD_ID'), 'utf8') : null);

/**
 * Copies the current build into SYSTEM_DIST_DIR unless it is already there. Without the build's
 * own caches (`cache/` holds the compiler's, hundreds of MB) and without anything a server wrote.
 */
export function prepareSystemBuild(): void {
  const current = buildId(BUILD_DIR);
  if (!current) throw new Error(`No production build in ${BUILD_DIR}: run the end-to-end tests (they build it) or \`next build\``);
  if (buildId(SYSTEM_DIST_DIR) === current) return;
  copyBuild(BUILD_DIR, SYSTEM_DIST_DIR);
}

/**
 * Settings for a server that takes the test for its reverse proxy: X-Forwarded-For from the
 * loopback peer then names the client, so one test can write as many visitors.
 */
export const BEHIND_TEST_PROXY = { TRUSTED_PROXIES: 'loopback' } as const;

export interface ServerOptions {
  port: number;
  /** A Postgres database; without it the server uses an embedded PGlite folder (`dataDir`). */
  databaseUrl?: string;
  /** The PGlite folder, e.g. on a file system of a test's own; by default a new temporary one. */
  dataDir?: string;
  /** Settings over the local defaults below, e.g. a production configuration. */
  env?: Record<string, string>;
}

export interface ServerProcess {
  origin: string;
  /** The PGlite folder (also for a Postgres server: it holds the log). */
  dataDir: string;
  /** The server's stdout and stderr, across restarts. */
  logFile: string;
  /** The running server's process id (also its process group's). */
  pid(): number;
  /** Its exit code, or the signal that ended it, once the server has exited; null while it runs. */
  exitStatus(): number | NodeJS.Signals | null;
  /** kill -9 of the whole process group, as a crash or the OOM killer would. */
  kill(): Promise<void>;
  /** A new server on the same database, ready to answer. */
  restart(): Promise<void>;
  /** SIGTERM (SIGKILL if it lingers); the database stays. */
  stop(): Promise<void>;
  /** Stops the server and removes its temporary folder (the log, and the database unless `dataDir` was given). */
  dispose(): Promise<void>;
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function waitForExit(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** The environment of a system test's server. */
function serverEnv(origin: string, dataDir: string, databaseUrl: string | undefined, settings: Record<string, string>) {
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: SYSTEM_DIST_DIR,
    SITE_URL: origin,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    // Stored contact messages are what these tests check; without SMTP the handler skips the mail.
    SMTP_URL: '',
    REDIS_URL: '',
    GA_MEASUREMENT_ID: '',
    ...settings,
  };
}

/** Starts a production server on a fresh database (a new temporary PGlite folder, `dataDir`, or `databaseUrl`). */
export async function startServer({ port, databaseUrl, dataDir: ownDataDir, env: settings = {} }: ServerOptions): Promise<ServerProcess> {
  prepareSystemBuild();
  // Pages a previous system server rendered came from another database.
  clearRuntimeCaches(SYSTEM_DIST_DIR);
  const root = mkdtempSync(path.join(tmpdir(), 'studio-system-'));
  const dataDir = ownDataDir ?? path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  const origin = `http://127.0.0.1:${port}`;
  const env = serverEnv(origin, dataDir, databaseUrl, settings);
  let child: ChildProcess;

  const launch = async () => {
    const log = openSync(logFile, 'a');
    // No -H: `next start -H 127.0.0.1` loops on English pages (vercel/next.js#94745). Its own
    // process group, so a kill takes any child process along as a crash would.
    child = spawn(process.execPath, [...serverArguments(), '--port', String(port)], { detached: true, stdio: ['ignore', log, log], env });
    closeSync(log);
    await waitUntilReady(origin, () =>
      hasExited(child)
        ? `The server exited (${child.exitCode ?? child.signalCode}) before it answered:\n${readFileSync(logFile, 'utf8').slice(-4000)}`
        : null,
    );
  };
  const signalGroup = async (signal: NodeJS.Signals) => {
    if (hasExited(child)) return;
    try {
      process.kill(-child.pid!, signal);
    } catch (error) {
      // The group is already gone (the server exited between the check and the signal).
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
    await waitForExit(child);
  };
  const stop = async () => {
    const stopped = signalGroup('SIGTERM');
    // start.mjs gives requests in flight 10 s; past that something hangs.
    const timer = setTimeout(() => void signalGroup('SIGKILL'), 15_000);
    await stopped;
    clearTimeout(timer);
  };

  await launch();
  return {
    origin,
    dataDir,
    logFile,
    pid: () => child.pid!,
    exitStatus: () => child.exitCode ?? child.signalCode,
    kill: () => signalGroup('SIGKILL'),
    async restart() {
      await signalGroup('SIGKILL');
      await launch();
    },
    stop,
    async dispose() {
      await stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * Starts a production server that is expected to refuse to run (beside a running one, say), and
 * resolves with its exit code and output once it exits; kills it after `timeoutMs`. Leaves the
 * build's runtime caches alone: another server may be serving from them.
 */
export async function startServerToExit(
  { port, databaseUrl, dataDir: ownDataDir, env: settings = {} }: ServerOptions,
  timeoutMs = 60_000,
): Promise<{ code: number | NodeJS.Signals | null; output: string }> {
  prepareSystemBuild();
  const root = mkdtempSync(path.join(tmpdir(), 'studio-system-'));
  try {
    const env = serverEnv(`http://127.0.0.1:${port}`, ownDataDir ?? path.join(root, 'data'), databaseUrl, settings);
    const child = spawn(process.execPath, [...serverArguments(), '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'], env });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    await waitForExit(child);
    clearTimeout(timer);
    return { code: child.exitCode ?? child.signalCode, output };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
