// @ts-check
// Shared by the benchmark's server (scripts/bench) and the system tests' servers
// (tests/support/server-process.ts): both start `npm start` on a fresh database.
import { setTimeout as sleep } from 'node:timers/promises';

// A probe of its own limit: a server that takes the connection and never answers is asked again.
const PROBE_MS = 10_000;

/**
 * Waits until a freshly started server answers a content read: the database is migrated and
 * seeded at start, so a port that listens is not yet enough.
 * @param {string} origin
 * @param {() => string | null} exitReason why the server is gone (thrown as is), or null while it runs
 * @param {{ timeoutMs?: number, probePath?: string }} [options] probePath: what to read instead
 *   (the benchmark's floor page has no content API)
 */
export async function waitUntilReady(origin, exitReason, { timeoutMs = 120_000, probePath = '/api/projects' } = {}) {
  const deadline = Date.now() + timeoutMs;
  // What the last probe saw, for the error: a start that never answers is told from one that answers wrong.
  let last = 'nothing listened';
  while (Date.now() < deadline) {
    const gone = exitReason();
    if (gone !== null) throw new Error(gone);
    try {
      const response = await fetch(`${origin}${probePath}`, { signal: AbortSignal.timeout(PROBE_MS) });
      if (response.ok) return;
      last = `${probePath} answered ${response.status}`;
    } catch (error) {
      // Not listening yet, or no answer within the probe's limit.
      last =
        error instanceof Error && error.name === 'TimeoutError'
          ? `${probePath} did not answer within ${PROBE_MS / 1000} s`
          : 'nothing listened';
    }
    await sleep(250);
  }
  throw new Error(`The server on ${origin} did not answer within ${timeoutMs / 1000} s (last: ${last})`);
}
