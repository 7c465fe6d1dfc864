import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { createTestDatabase } from './postgres-database';
import { builtOncePerRun } from './run-once';

// For migration tests: a database brought to the state before one migration by the app's own
// migration files, given rows, then migrated on; on the embedded database, and on a Postgres
// server when TEST_DATABASE_URL is set.

const FOLDER = path.join(process.cwd(), 'lib', 'db', 'migrations');
const { entries } = JSON.parse(readFileSync(path.join(FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
export const MIGRATION_TAGS = entries.map((entry) => entry.tag);

export const statementsOf = (tag: string) =>
  readFileSync(path.join(FOLDER, `${tag}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => statement.trim());

export interface MigrationDatabase {
  exec(sql: string): Promise<unknown>;
  rows(sql: string): Promise<Record<string, unknown>[]>;
  /** Applies the migrations from the `from`-th up to, not including, the `to`-th. */
  migrate(from: number, to?: number): Promise<void>;
  close(): Promise<void>;
}

function withMigrate(db: Omit<MigrationDatabase, 'migrate'>): MigrationDatabase {
  return {
    ...db,
    async migrate(from, to = MIGRATION_TAGS.length) {
      for (const tag of MIGRATION_TAGS.slice(from, to)) for (const statement of statementsOf(tag)) await db.exec(statement);
    },
  };
}

/**
 * A new embedded database runs Postgres' initdb in WebAssembly: 10 s and more on a loaded 2-core
 * machine. A dump of one made once per run opens in a fifth of that (docs/decisions/test-gate.md).
 */
async function emptyDatabaseDump(): Promise<Blob> {
  const file = await builtOncePerRun('pglite-empty.tar', async (target) => {
    const db = await PGlite.create();
    writeFileSync(target, Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer()));
    await db.close();
  });
  return new Blob([readFileSync(file)]);
}

async function pglite(): Promise<MigrationDatabase> {
  const db = await PGlite.create({ loadDataDir: await emptyDatabaseDump() });
  return withMigrate({
    exec: (sql) => db.exec(sql),
    rows: async (sql) => (await db.query<Record<string, unknown>>(sql)).rows,
    close: () => db.close(),
  });
}

async function postgres(serverUrl: string): Promise<MigrationDatabase> {
  const database = await createTestDatabase(serverUrl);
  const client = new Client({ connectionString: database.url });
  await client.connect();
  return withMigrate({
    exec: (sql) => client.query(sql),
    rows: async (sql) => (await client.query(sql)).rows,
    close: async () => {
      await client.end();
      await database.drop();
    },
  });
}

/** [name, open] for `describe.each`: the embedded database, and Postgres when configured. */
export const MIGRATION_SERVERS: [string, () => Promise<MigrationDatabase>][] = [['the embedded database', pglite]];
if (process.env.TEST_DATABASE_URL) MIGRATION_SERVERS.push(['Postgres', () => postgres(process.env.TEST_DATABASE_URL!)]);
