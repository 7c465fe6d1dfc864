import 'server-only';
import type { Pool } from 'pg';

// Serialises migrations when several app instances start against one Postgres server.
const MIGRATION_LOCK_ID = 724_311;

/**
 * Runs the migration on a pool of its own, without the serving time limits: waiting for another
 * instance's migration, or a long one, is part of starting. One instance at a time migrates.
 */
export async function migrateOnce(pool: Pool, run: (pool: Pool) => Promise<void>): Promise<void> {
  try {
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await run(pool);
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
      lockClient.release();
    }
  } finally {
    await pool.end();
  }
}
