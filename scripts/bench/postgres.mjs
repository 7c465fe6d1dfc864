// A database of the benchmark's own on a Postgres server (config.postgresServerUrl), for the
// site's rows on Postgres; dropped again when the benchmark ends.
import pg from 'pg';
import { config } from './config.mjs';

const NAME = 'studio_bench';

async function onServer(statement) {
  const client = new pg.Client({ connectionString: config.postgresServerUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty database; null (with the reason printed) when no Postgres server is configured or answering. */
async function createBenchDatabase() {
  if (!config.postgresServerUrl) return null;
  try {
    await onServer(`drop database if exists ${NAME} with (force)`);
    await onServer(`create database ${NAME}`);
  } catch (error) {
    console.log(`  No Postgres server for the Postgres rows (${config.postgresServerUrl}): ${error.message}`);
    return null;
  }
  const url = new URL(config.postgresServerUrl);
  url.pathname = `/${NAME}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${NAME} with (force)`) };
}

/**
 * Runs `measure` with the URL of a new, empty database and drops the database afterwards, whatever
 * `measure` did; null (with the reason printed) when there is no Postgres server.
 * @template T
 * @param {(databaseUrl: string) => Promise<T>} measure
 * @returns {Promise<T | null>}
 */
export async function withBenchDatabase(measure) {
  const database = await createBenchDatabase();
  if (!database) return null;
  try {
    return await measure(database.url);
  } finally {
    await database.drop();
  }
}
