import type { PGlite } from '@electric-sql/pglite';
import { metrics } from '@/lib/metrics/metrics.mjs';

// Every statement's time, for /api/metrics (studio_db_query_duration_seconds). Taken where the
// drivers run statements, so Drizzle's queries, transactions and raw SQL all count alike.

type DatabaseKind = 'postgres' | 'pglite';
type Run = (...args: unknown[]) => unknown;

function record(database: DatabaseKind, started: number, failed: boolean): void {
  metrics.queries.observe({ database, outcome: failed ? 'error' : 'ok' }, (performance.now() - started) / 1000);
}

/** `run`, timed: its promise's settling, or its callback's (node-postgres's pool passes one). */
function timed(run: Run, database: DatabaseKind): Run {
  return (...args: unknown[]) => {
    const started = performance.now();
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        record(database, started, Boolean(error));
        return (callback as Run)(error, ...rest);
      };
      return run(...args);
    }
    const result = run(...args);
    // A submittable (a cursor) is returned as is: it is read in pieces, not one statement's time.
    if (result instanceof Promise)
      result.then(
        () => record(database, started, false),
        () => record(database, started, true),
      );
    return result;
  };
}

function wrap<T extends object>(target: T, methods: readonly string[], database: DatabaseKind): T {
  const runner = target as Record<string, unknown>;
  for (const method of methods) {
    const original = runner[method];
    if (typeof original === 'function') runner[method] = timed((original as Run).bind(target), database);
  }
  return target;
}

/** Each connection the pool opens has its statements timed (the pool's own `query` runs on them). */
export function observePostgresQueries(pool: import('pg').Pool): void {
  pool.on('connect', (connection) => void wrap(connection, ['query'], 'postgres'));
}

/** PGlite's statements, in and out of transactions (a transaction hands out its own `query`). */
export function observePgliteQueries(client: PGlite): PGlite {
  wrap(client, ['query', 'exec'], 'pglite');
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) => transaction((tx) => callback(wrap(tx, ['query', 'exec'], 'pglite')));
  return client;
}
