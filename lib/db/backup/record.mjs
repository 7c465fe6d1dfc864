// @ts-check

// Each backup, once its file is whole, is noted in the database it holds (backup_runs): the admin's
// System panel and the "no backup in 26 hours" alert read the newest (docs/operations.md#backups).
// The note is not in the backup it describes: it is written after the dump.

const RECORD = 'insert into backup_runs (bytes, database) values ($1, $2)';

/**
 * Notes a backup of `bytes`; a failure (a database not yet migrated to have the table) is returned,
 * never thrown: the backup itself is written and sound.
 * @param {(sql: string, params: unknown[]) => Promise<unknown>} query the open database's
 * @param {number} bytes
 * @param {'pglite' | 'postgres'} database
 * @returns {Promise<string | null>} why it was not noted, or null
 */
export async function recordBackup(query, bytes, database) {
  try {
    await query(RECORD, [bytes, database]);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
