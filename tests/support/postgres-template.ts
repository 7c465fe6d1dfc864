import { Client } from 'pg';
import { databaseUrl } from './postgres-database';

// Migrating and seeding a new Postgres database costs each test file about a second; a copy of
// one made that way once per run (CREATE DATABASE … TEMPLATE) is a file copy on the server. The
// first test file of a run builds it with the app's own code while holding a lock on the server;
// the others wait for the lock, then copy. Jest's globalTeardown drops it (jest-global-teardown.mjs).

const WAIT_MS = 120_000;

function templateName(): string {
  const name = process.env.STUDIO_JEST_POSTGRES_TEMPLATE;
  if (!name) throw new Error('STUDIO_JEST_POSTGRES_TEMPLATE is not set: run jest with jest.config.mjs (its globalSetup names it)');
  return name;
}

/** Migrates and seeds database `url` in a module registry of its own (getEnv caches DATABASE_URL). */
async function build(url: string): Promise<void> {
  const databaseUrlBefore = process.env.DATABASE_URL;
  process.env.DATABASE_URL = url;
  try {
    await jest.isolateModulesAsync(async () => {
      const { closeDb, getDb } = await import('@/lib/db/client');
      try {
        await getDb();
      } finally {
        // Every connection ends here: a database with sessions cannot be copied.
        await closeDb();
      }
    });
  } finally {
    if (databaseUrlBefore === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = databaseUrlBefore;
  }
}

/**
 * The name of the run's migrated and seeded template database, built by whichever file asks first.
 * It is ready once it refuses connections (set last); one that still allows them was left by a
 * builder that died half-way, and is built again.
 */
export async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = templateName();
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`set lock_timeout = ${WAIT_MS}`);
    // A session lock: ending the session below releases it, also when building failed.
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    const { rows } = await client.query<{ ready: boolean }>('select not datallowconn as ready from pg_database where datname = $1', [name]);
    if (rows[0]?.ready) return name;
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
    try {
      await build(databaseUrl(serverUrl, name));
      await client.query(`alter database ${name} allow_connections false`);
    } catch (error) {
      await client.query(`drop database if exists ${name} with (force)`);
      throw error;
    }
    return name;
  } finally {
    await client.end();
  }
}
