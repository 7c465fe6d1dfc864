import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';

// What "the database is unchanged" means for the bad-input suite: every row of every table of
// the schema (new tables are picked up by themselves).

const TABLES = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

export const tableNames = () => TABLES.map((table) => getTableName(table));

/**
 * Columns that move when a signed-in request is merely served: a session's "last seen" time
 * (lib/auth/sessions.ts). They are bookkeeping of the suite's own session, not something a
 * request stored, so they are left out of "the rows".
 */
const BOOKKEEPING: Record<string, { column: string; key: string }> = { admin_sessions: { column: 'last_seen_at', key: 'lastSeenAt' } };

const withoutBookkeeping = (name: string, row: Record<string, unknown>) => {
  const moved = BOOKKEEPING[name];
  if (!moved) return row;
  const { [moved.key]: _moved, ...rest } = row;
  return rest;
};

/** Every row of every table, in a stable order. */
export async function snapshot(): Promise<Record<string, unknown[]>> {
  const db = await getDb();
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      const name = getTableName(table);
      const rows = (await db.select().from(table)).map((row) => withoutBookkeeping(name, row));
      const keyed = rows.map((row) => [JSON.stringify(row), row] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return [getTableName(table), keyed.map(([, row]) => row)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** One hash over every row of every table, computed by the database. */
async function fingerprint(): Promise<string> {
  const db = await getDb();
  const perTable = TABLES.map((table) => {
    const moved = BOOKKEEPING[getTableName(table)];
    const row = moved ? sql`(to_jsonb(r) - ${moved.column})::text` : sql`r::text`;
    return sql`(select md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) from ${table} r)`;
  });
  // PGlite and node-postgres both answer with `rows`.
  const result = (await db.execute(sql`select concat_ws(',', ${sql.join(perTable, sql`, `)}) as fingerprint`)) as unknown as {
    rows: { fingerprint: string }[];
  };
  return result.rows[0]!.fingerprint;
}

const WRITES = 'bad_input_row_writes';

let counting: Promise<void> | undefined;
/** Installed once per test file (each has a database of its own), in that database alone. */
const countWrites = () => (counting ??= installWriteCounter());

/**
 * Counts every row written to a table of the schema (and every truncate) in a sequence. A
 * sequence is not transactional: a write that was rolled back still counts, which only costs a
 * hash. Each install is a catalog change, which invalidates every cached plan: once is enough.
 */
async function installWriteCounter(): Promise<void> {
  const db = await getDb();
  await db.execute(sql.raw(`create sequence if not exists ${WRITES}`));
  await db.execute(
    sql.raw(`create or replace function ${WRITES}_count() returns trigger language plpgsql as $$
      begin perform nextval('${WRITES}'); return null; end $$`),
  );
  for (const table of tableNames()) {
    await db.execute(
      sql.raw(`create or replace trigger ${WRITES} after insert or update or delete on "${table}"
        for each row execute function ${WRITES}_count()`),
    );
    await db.execute(
      sql.raw(`create or replace trigger ${WRITES}_truncate after truncate on "${table}"
        for each statement execute function ${WRITES}_count()`),
    );
  }
}

/** How many rows have been written since the counter was installed; reading it writes nothing. */
async function writesSoFar(): Promise<string> {
  const db = await getDb();
  const result = (await db.execute(sql.raw(`select last_value::text || is_called::text as count from ${WRITES}`))) as unknown as {
    rows: { count: string }[];
  };
  return result.rows[0]!.count;
}

/**
 * A check to run after each request, so that a change is pinned on the request that made it:
 * true when the rows differ from the previous check. Hashing every row each time would double
 * the suite's run time, so it first reads a counter of written rows that triggers on every table
 * keep in this database alone: when it has not moved, nothing wrote in between and the rows are
 * known to be the same. (The server-wide transaction counter read before moved with every other
 * test file's database on a shared Postgres server, so there nearly every check hashed.)
 */
export async function watchRows(): Promise<() => Promise<boolean>> {
  await countWrites();
  let writes = await writesSoFar();
  let hash = await fingerprint();
  return async () => {
    const next = await writesSoFar();
    if (next === writes) return false;
    writes = next;
    const previous = hash;
    hash = await fingerprint();
    return hash !== previous;
  };
}
