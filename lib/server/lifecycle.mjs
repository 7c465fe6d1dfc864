// @ts-check
import { log } from '../log/logger.mjs';

// A server's life as a load balancer sees it: ready, then draining after SIGTERM (readiness
// answers 503, requests in flight finish, idle connections close), then the shutdown hooks (the
// outbox worker stops, the database closes) and exit. The production server (scripts/start.mjs)
// drives it; code inside Next's bundle registers hooks. The state lives on globalThis because Next
// bundles its own copy of this module beside the one start.mjs imports.

/** The readiness check's path (app/api/ready): the production server answers it itself while draining. */
export const READINESS_PATH = '/api/ready';

/**
 * @typedef {{ name: string, run: () => Promise<void> | void }} ShutdownHook
 * @typedef {{ draining: boolean, hooks: ShutdownHook[] }} LifecycleState
 */

const globalForLifecycle = /** @type {typeof globalThis & { __studioLifecycle?: LifecycleState }} */ (globalThis);
const state = (globalForLifecycle.__studioLifecycle ??= { draining: false, hooks: [] });

export const isDraining = () => state.draining;

/**
 * Runs `run` once at shutdown, after the requests in flight finished (or the grace time ran out).
 * @param {string} name for the log when it fails
 * @param {ShutdownHook['run']} run
 */
export function onShutdown(name, run) {
  state.hooks.push({ name, run });
}

/** @param {number} ms */
const timeout = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * SIGTERM's path: readiness fails at once, the listener stops accepting, idle keep-alive
 * connections close, requests in flight get up to `graceMs` to finish, then the hooks run (all
 * of them, each failure logged) within `hooksMs`. Resolves when it is safe to exit.
 * @param {import('node:http').Server} server
 * @param {{ graceMs: number, hooksMs: number }} limits
 */
export async function drainAndStop(server, { graceMs, hooksMs }) {
  state.draining = true;
  const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
  server.closeIdleConnections();
  await Promise.race([closed, timeout(graceMs)]);
  server.closeAllConnections();
  const hooks = state.hooks.map(({ name, run }) =>
    Promise.resolve()
      .then(run)
      .catch((/** @type {unknown} */ error) => log.error({ area: 'shutdown', step: name, err: error }, 'a shutdown step failed')),
  );
  await Promise.race([Promise.all(hooks), timeout(hooksMs)]);
}

/**
 * While draining, every answer asks the client (a proxy's keep-alive pool, say) to close its
 * connection, so nothing new arrives on it; and readiness answers 503 without Next.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @returns {boolean} true when the request was answered here
 */
export function answerWhileDraining(req, res) {
  if (!state.draining) return false;
  res.shouldKeepAlive = false;
  if ((req.url ?? '').split('?')[0] !== READINESS_PATH) return false;
  const body = JSON.stringify({ detail: 'This server is shutting down' });
  res.writeHead(503, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store' });
  res.end(body);
  return true;
}
