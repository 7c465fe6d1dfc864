// The name of one jest run's Postgres template database (tests/support/postgres-template.ts builds
// it on first use), and its removal when the run ends. The name is the run's own, so a template
// left by a killed run is in nobody's way.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const TEMPLATE_VARIABLE = 'STUDIO_JEST_POSTGRES_TEMPLATE';

export function nameRunTemplate() {
  if (process.env.TEST_DATABASE_URL) process.env[TEMPLATE_VARIABLE] = `studio_template_${randomBytes(6).toString('hex')}`;
}

export async function dropRunTemplate() {
  const name = process.env[TEMPLATE_VARIABLE];
  if (!name || !process.env.TEST_DATABASE_URL) return;
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  try {
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
  } catch (error) {
    // A leftover costs some disk on the test server, not a failed run.
    console.warn(`Could not drop the test template database ${name}: ${error instanceof Error ? error.message : error}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
