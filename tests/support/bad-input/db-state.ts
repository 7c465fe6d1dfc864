import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';

// What "the database is unchanged" means for the bad-input suite: every row of every table of
// the schema (new tables are picked up by themselves).

const TABLES = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

export const tableNames = () => TABLES.map((table) => getTableName(table));

/** Every row of every table, in a stable order. */
export async function snapshot(): Promise<Record<string, unknown[]>> {
  const db = await getDb();
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      const rows = await db.select().from(table);
      const keyed = rows.map((row) => [JSON.stringify(row), row] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return [getTableName(table), keyed.map(([, row]) => row)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** One hash over every row of every table, computed by the database. */
async function fingerprint(): Promise<string> {
  const db = await getDb();
  const perTable = TABLES.map((table) => sql`(select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) from ${table} r)`);
  // PGlite and node-postgres both answer with `rows`.
  const result = (await db.execute(sql`select concat_ws(',', ${sql.join(perTable, sql`, `)}) as fingerprint`)) as unknown as {
    rows: { fingerprint: string }[];
  };
  return result.rows[0]!.fingerprint;
}

async function currentTransactionId(): Promise<bigint> {
  const db = await getDb();
  const result = (await db.execute(sql`select pg_current_xact_id()::text as id`)) as unknown as { rows: { id: string }[] };
  return BigInt(result.rows[0]!.id);
}

/**
 * A check to run after each request, so that a change is pinned on the request that made it:
 * true when the rows differ from the previous check. Hashing every row each time would double
 * the suite's run time, so it first asks for a new transaction id: Postgres gives ids only to
 * transactions that write, so when the counter moved by exactly this probe's own id, nothing
 * wrote in between and the rows are known to be the same. (On a shared server other databases
 * move the counter too; the rows are then simply hashed.)
 */
export async function watchRows(): Promise<() => Promise<boolean>> {
  let transactionId = await currentTransactionId();
  let hash = await fingerprint();
  return async () => {
    const next = await currentTransactionId();
    const quiet = next === transactionId + BigInt(1);
    transactionId = next;
    if (quiet) return false;
    const previous = hash;
    hash = await fingerprint();
    return hash !== previous;
  };
}
