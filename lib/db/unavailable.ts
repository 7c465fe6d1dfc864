// Errors that mean the Postgres server cannot be reached right now (down, restarting, failing
// over, out of connections), as opposed to a bug or a query it refused. The same request may
// well succeed a moment later, so the API answers 503 with Retry-After instead of 500.

export { DATABASE_RETRY_AFTER_SECONDS } from './reachability.mjs';

// SQLSTATEs: admin or crash shutdown, cannot connect now (starting up, in recovery), too many
// connections, a statement cancelled at its time limit (lib/db/client.ts: an overloaded or
// blocked server); and class 08, connection exception.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
const CONNECTION_EXCEPTION = /^08[0-9A-Z]{3}$/;
const UNAVAILABLE_SYSTEM_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN']);
// pg's own errors carry no code: a dropped connection ("Connection terminated unexpectedly"), the
// client's and the pool's connection timeouts, a client that already lost its connection, and a
// query whose answer did not arrive in time (query_timeout: a network gone silent).
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout)/;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

function isUnavailable({ code, message }: ErrorLike): boolean {
  if (
    typeof code === 'string' &&
    (UNAVAILABLE_SQLSTATES.has(code) || CONNECTION_EXCEPTION.test(code) || UNAVAILABLE_SYSTEM_CODES.has(code))
  )
    return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message);
}

/**
 * Why the database could not be reached, in one line for the log (e.g. "ECONNREFUSED: connect
 * ECONNREFUSED 127.0.0.1:5432"), or null when `error` means anything else. Drizzle wraps the
 * driver's error (DrizzleQueryError, with the original as `cause`), the pool may wrap a timeout,
 * and a connection to a host with several addresses fails with an AggregateError: all are walked.
 * Errors are matched by shape, not class: those of node:net come from another realm under jest.
 */
export function databaseUnavailable(error: unknown): string | null {
  const pending: unknown[] = [error];
  const seen = new Set<unknown>();
  while (pending.length > 0) {
    const at = pending.pop();
    if (typeof at !== 'object' || at === null || seen.has(at)) continue;
    seen.add(at);
    const candidate = at as ErrorLike;
    if (isUnavailable(candidate)) return [candidate.code, candidate.message].filter((part) => typeof part === 'string' && part).join(': ');
    pending.push(candidate.cause, ...(Array.isArray(candidate.errors) ? candidate.errors : []));
  }
  return null;
}
