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

/** The next transaction id Postgres will hand out; reading it hands out none. */
async function nextTransactionId(): Promise<string> {
  const db = await getDb();
  const result = (await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as id`)) as unknown as {
    rows: { id: string }[];
  };
  return result.rows[0]!.id;
}

/**
 * A check to run after each request, so that a change is pinned on the request that made it:
 * true when the rows differ from the previous check. Hashing every row each time would double
 * the suite's run time, so it first reads the next transaction id: Postgres gives ids only to
 * transactions that write, so when it has not moved, nothing wrote in between and the rows are
 * known to be the same. Reading it is not a write itself (pg_current_xact_id() was, and cost a
 * commit per request). On a shared server other databases move the counter too; the rows are
 * then simply hashed.
 */
export async function watchRows(): Promise<() => Promise<boolean>> {
  let transactionId = await nextTransactionId();
  let hash = await fingerprint();
  return async () => {
    const next = await nextTransactionId();
    const quiet = next === transactionId;
    transactionId = next;
    if (quiet) return false;
    const previous = hash;
    hash = await fingerprint();
    // The hash's own read wrote nothing, but take the id after it so the next check starts here.
    transactionId = await nextTransactionId();
    return hash !== previous;
  };
}
