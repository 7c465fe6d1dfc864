import type { PGlite } from '@electric-sql/pglite';
import { metrics } from '@/lib/metrics/metrics.mjs';
import { failed, SpanKind, startSpan, tracingOn } from '@/lib/tracing/spans.mjs';

// Every statement's time, for /api/metrics (studio_db_query_duration_seconds), and with tracing on
// its span. Taken where the drivers run statements, so Drizzle's queries, transactions and raw SQL
// all count alike. A span names the statement's kind (select, insert, …), never its text or values.

type DatabaseKind = 'postgres' | 'pglite';
type Run = (...args: unknown[]) => unknown;

type Span = ReturnType<typeof startSpan>;

/** The statement's first word: `select`, `insert`, `begin`… */
function operationOf(statement: unknown): string {
  const text = typeof statement === 'string' ? statement : (statement as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? (/^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? 'query') : 'query';
}

function statementSpan(database: DatabaseKind, statement: unknown): Span {
  if (!tracingOn()) return null;
  const operation = operationOf(statement);
  return startSpan(`db ${operation}`, {
    kind: SpanKind.CLIENT,
    attributes: { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'studio.database': database },
  });
}

function record(database: DatabaseKind, started: number, span: Span, error: unknown): void {
  if (metrics.enabled) metrics.queries.observe({ database, outcome: error ? 'error' : 'ok' }, (performance.now() - started) / 1000);
  if (error) failed(span, error);
  span?.end();
}

/** `run`, timed: its promise's settling, or its callback's (node-postgres's pool passes one). */
function timed(run: Run, database: DatabaseKind): Run {
  return (...args: unknown[]) => {
    const started = performance.now();
    const span = statementSpan(database, args[0]);
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        record(database, started, span, error);
        return (callback as Run)(error, ...rest);
      };
      return run(...args);
    }
    const result = run(...args);
    // A submittable (a cursor) is returned as is: it is read in pieces, not one statement's time.
    if (result instanceof Promise)
      result.then(
        () => record(database, started, span, null),
        (error: unknown) => record(database, started, span, error ?? new Error('failed')),
      );
    else span?.end();
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
