import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { closeDb } from '@/lib/db/client';

// Each test file gets a database of its own on the server, so files can run in parallel.
const serverUrl = process.env.TEST_DATABASE_URL as string;
const databaseName = `studio_test_${randomBytes(6).toString('hex')}`;

async function onServer(statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await onServer(`create database ${databaseName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  process.env.DATABASE_URL = url.toString();
  delete process.env.SITE_URL;
});

afterAll(async () => {
  await closeDb();
  await onServer(`drop database if exists ${databaseName} with (force)`);
});
