// @ts-check
// Shared by the benchmark's server (scripts/bench) and the system tests' servers
// (tests/support/server-process.ts): both start `npm start` on a fresh database.
import { setTimeout as sleep } from 'node:timers/promises';

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
  while (Date.now() < deadline) {
    const gone = exitReason();
    if (gone !== null) throw new Error(gone);
    try {
      if ((await fetch(`${origin}${probePath}`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`The server on ${origin} did not answer within ${timeoutMs / 1000} s`);
}
