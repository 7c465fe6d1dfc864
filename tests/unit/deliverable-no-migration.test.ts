import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { createTestDatabase } from '../support/postgres-database';

// A database from before the Norwegian deliverable existed, upgraded by the app's own migration
// files: on the embedded database, and on a Postgres server when TEST_DATABASE_URL is set.

const FOLDER = path.join(process.cwd(), 'lib', 'db', 'migrations');
const { entries } = JSON.parse(readFileSync(path.join(FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const tags = entries.map((entry) => entry.tag);
const DELIVERABLE_NO = tags.indexOf('0007_product_deliverable_no');

const statementsOf = (tag: string) =>
  readFileSync(path.join(FOLDER, `${tag}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => statement.trim());

interface Database {
  exec(sql: string): Promise<unknown>;
  rows(sql: string): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

async function pglite(): Promise<Database> {
  const db = new PGlite();
  return { exec: (sql) => db.exec(sql), rows: async (sql) => (await db.query<Record<string, unknown>>(sql)).rows, close: () => db.close() };
}

async function postgres(serverUrl: string): Promise<Database> {
  const database = await createTestDatabase(serverUrl);
  const client = new Client({ connectionString: database.url });
  await client.connect();
  return {
    exec: (sql) => client.query(sql),
    rows: async (sql) => (await client.query(sql)).rows,
    close: async () => {
      await client.end();
      await database.drop();
    },
  };
}

const servers: [string, () => Promise<Database>][] = [['the embedded database', pglite]];
if (process.env.TEST_DATABASE_URL) servers.push(['Postgres', () => postgres(process.env.TEST_DATABASE_URL!)]);

it('is the migration after the ones before it', () => {
  expect(DELIVERABLE_NO).toBeGreaterThan(tags.indexOf('0006_orders_inbox_receipts'));
});

describe.each(servers)('on %s', (_name, open) => {
  it('keeps the products already stored, English only, and takes a Norwegian deliverable', async () => {
    const db = await open();
    try {
      for (const tag of tags.slice(0, DELIVERABLE_NO)) for (const statement of statementsOf(tag)) await db.exec(statement);
      await db.exec(`insert into digital_products (title, description, price_cents, category, deliverable)
        values ('Kit', 'A kit.', 2900, 'Brand Identity Template Collection', 'Your files')`);
      for (const statement of statementsOf(tags[DELIVERABLE_NO]!)) await db.exec(statement);
      expect(await db.rows('select title, deliverable, deliverable_no from digital_products')).toEqual([
        { title: 'Kit', deliverable: 'Your files', deliverable_no: null },
      ]);
      await db.exec(`update digital_products set deliverable_no = 'Filene dine'`);
      expect(await db.rows('select deliverable_no from digital_products')).toEqual([{ deliverable_no: 'Filene dine' }]);
    } finally {
      await db.close();
    }
  }, 60_000);
});
