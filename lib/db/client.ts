import 'server-only';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { getEnv } from '@/lib/env';
import { dumpKeepingLock } from './data-folder-lock.mjs';
import { openDataFolder } from './private-folder.mjs';
import { noteDatabaseAnswered, noteDatabaseAway } from './reachability.mjs';
import { observePgliteQueries, observePostgresQueries } from './observed-queries';
import { pgliteByteaCodec } from './pglite-bytea';
import { watchFatalErrors } from './pglite-fatal';
import * as schema from './schema';
import { seedDemoContent } from './seed';
import { databaseUnavailable } from './unavailable';
import { log } from '@/lib/log/logger.mjs';
import { migrateOnce } from './migrate-once';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle, for functions that take part in their caller's transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface Connection {
  db: Database;
  close: () => Promise<void>;
  /** The embedded database's folder as an uncompressed tar (PGlite only). */
  dumpDataDir?: () => Promise<Blob>;
  /** The pool's connections now (Postgres only; PGlite is one connection in the process). */
  poolUse?: () => PoolUse;
}

export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib', 'db', 'migrations');
// Postgres' default shared buffers (128 MB) live inside the embedded database's WebAssembly memory,
// so they are the server's own RSS. A studio's content is a few megabytes and the files PGlite
// reads are in the operating system's cache anyway: with 16 MB, the server's RSS after start is
// about 120 MB lower and PGlite starts about 0.1 s sooner (docs/decisions/embedded-database-memory.md).
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

// Kept on globalThis: Next bundles server code into several module graphs in one process, and a
// PGlite data folder must only ever be opened once.
const globalForDb = globalThis as typeof globalThis & { __studioDb?: Promise<Connection> };

// Time limits of the serving connections. Without them a query on a connection whose network
// went silent (no reset, packets dropped) waits for the operating system's TCP timeout, minutes,
// and holds its request and pool connection that long. The server cancels a statement after
// STATEMENT_TIMEOUT_MS and ends a transaction left idle (a stalled request holding its locks)
// after IDLE_IN_TRANSACTION_TIMEOUT_MS; when the server's answer cannot arrive at all, the client
// gives up after QUERY_TIMEOUT_MS (the request answers 503, lib/db/unavailable.ts). Parameters in
// DATABASE_URL (`?statement_timeout=30000`) take precedence over these.
export const POSTGRES_TIME_LIMITS = {
  statement_timeout: 10_000,
  idle_in_transaction_session_timeout: 10_000,
  query_timeout: 12_000,
} as const;

async function openPostgres(url: string): Promise<Connection> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // connectionTimeoutMillis: a server that does not answer (host down, packets dropped) fails the
  // request in seconds, as a 503 (lib/db/unavailable.ts), instead of after the system's TCP timeout
  // of minutes. It also bounds the wait for a free connection when all ten are busy.
  const connection = { connectionString: url, connectionTimeoutMillis: 5_000 };
  await migrateOnce(new Pool({ ...connection, max: 2 }), async (pool) => {
    await migrate(drizzle(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  });
  const pool = new Pool({ ...connection, ...POSTGRES_TIME_LIMITS, max: 10 });
  // An idle client the server drops (restart, failover, admin termination) is reported here; without a
  // listener that would crash the process. The pool discards the client and opens a new one on demand.
  pool.on('error', (error) => log.error({ area: 'db', reason: error.message }, 'idle Postgres connection lost'));
  noteReachability(pool);
  observePostgresQueries(pool);
  return {
    db: drizzle(pool, { schema }) as unknown as Database,
    close: () => pool.end(),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/**
 * Notes whether each query and each checkout of a connection (a transaction's) reached the server,
 * for the production server's answer to a page that failed meanwhile (lib/db/reachability.mjs).
 * Only the promise forms are watched: the pool calls its own connect with a callback.
 */
function noteReachability(pool: import('pg').Pool): void {
  const note = (outcome: Promise<unknown>) =>
    outcome.then(noteDatabaseAnswered, (error: unknown) => {
      if (databaseUnavailable(error)) noteDatabaseAway();
    });
  for (const method of ['query', 'connect'] as const) {
    const original = (pool[method] as (...args: unknown[]) => unknown).bind(pool);
    pool[method] = ((...args: unknown[]) => {
      const result = original(...args);
      if (result instanceof Promise) void note(result);
      return result;
    }) as never;
  }
}

async function openPglite(dataDir: string): Promise<Connection> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = dataDir.startsWith('memory://');
  // The data folder is configuration, not source: keep it out of the build's file tracing.
  const location = inMemory ? dataDir : path.resolve(/*turbopackIgnore: true*/ process.cwd(), dataDir);
  // Durability: PGlite runs Postgres with fsync off (-F), keeping synchronous_commit on. A commit
  // is answered only after its WAL is written to the files of the data folder, that is into the
  // operating system's page cache, which outlives the process: a crash or `kill -9` of the server
  // loses no acknowledged write (tests/system/crash-safety.spec.ts). What is in the page cache
  // but not yet on disk can be lost with the machine (power loss, kernel panic); that is accepted
  // for the embedded database, which serves a fresh clone and small sites. A site that needs more
  // sets DATABASE_URL to a Postgres server, which does fsync.
  // A PANIC (a full disk) leaves the instance unusable: the process exits (see pglite-fatal.ts).
  const fatal = watchFatalErrors();
  const create = () =>
    PGlite.create(location, {
      onStderr: fatal.onStderr,
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
      ...pgliteByteaCodec,
    }).catch((error: unknown) => {
      throw fatal.startError(error);
    });
  // A folder on disk is made (PGlite does not create missing parents), locked against a second
  // server (which stops here, naming the first) and kept its owner's alone (private-folder.mjs).
  const { opened: client, unlock } = inMemory
    ? { opened: await create(), unlock: () => undefined }
    : await openDataFolder(location, create);
  fatal.exitOnAbort(client);
  const db = drizzle(observePgliteQueries(client), { schema });
  const close = () => client.close().finally(unlock);
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  return { db: db as unknown as Database, close, dumpDataDir: () => dumpKeepingLock(client) };
}

async function connect(): Promise<Connection> {
  const env = getEnv();
  const connection = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL) : await openPglite(env.DATA_DIR);
  if (env.seedDemoContent) await seedDemoContent(connection.db);
  return connection;
}

/** The database, migrated (and seeded when empty) on first use. */
export async function getDb(): Promise<Database> {
  globalForDb.__studioDb ??= connect().catch((error: unknown) => {
    globalForDb.__studioDb = undefined;
    throw error;
  });
  return (await globalForDb.__studioDb).db;
}

/**
 * The open embedded database's folder as a tar, for a backup (lib/db/backup/answer-requests.ts):
 * only the process holding the folder may read it. PGlite reads the files while no query runs,
 * so the copy is consistent; restored, it recovers as after a crash (uncommitted work is dropped).
 */
export async function dumpEmbeddedDatabase(): Promise<Blob> {
  const pending = globalForDb.__studioDb;
  // Not getDb(): a request arriving after the shutdown closed the database must not reopen it.
  if (!pending) throw new Error('the database is closed (the server is stopping)');
  const { dumpDataDir } = await pending;
  if (!dumpDataDir) throw new Error('the database is a Postgres server, backed up with pg_dump');
  return dumpDataDir();
}

/** The Postgres pool's use, for /api/metrics; null on PGlite or before the database opened. */
export async function databasePoolUse(): Promise<PoolUse | null> {
  const pending = globalForDb.__studioDb;
  const connection = pending ? await pending.catch(() => null) : null;
  return connection?.poolUse?.() ?? null;
}

export async function closeDb(): Promise<void> {
  const pending = globalForDb.__studioDb;
  globalForDb.__studioDb = undefined;
  if (pending) await (await pending).close();
}
