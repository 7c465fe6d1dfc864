import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

// A database of its own on the test Postgres server (TEST_DATABASE_URL), so test files and the
// servers they start can run side by side.

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The address of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** An empty database, or a copy of `template` (which must have no sessions while it is copied). */
export async function createTestDatabase(serverUrl: string, template?: string): Promise<TestDatabase> {
  const name = `studio_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return { url: databaseUrl(serverUrl, name), drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}
