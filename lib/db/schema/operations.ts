import { bigint, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const BACKUP_DATABASES = ['pglite', 'postgres'] as const;

/**
 * Each backup `npm run backup` completed, written once its file is whole (lib/db/backup/record.mjs):
 * the admin's System panel and the "no backup in 26 hours" alert read the newest.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    database: text('database', { enum: BACKUP_DATABASES }).notNull(),
  },
  (t) => [check('backup_runs_database_known', sql`${t.database} in ('pglite', 'postgres')`)],
);

export type BackupRunRow = typeof backupRuns.$inferSelect;
