import 'server-only';
import { dumpEmbeddedDatabase, getDb } from '@/lib/db/client';
import { backupRuns } from '@/lib/db/schema';
import { writeTarFile } from './backup-file.mjs';
import { answerRequest, BACKUP_SIGNAL, claimRequests, type BackupResult } from './requests.mjs';
import { log } from '@/lib/log/logger.mjs';

// The server's part of `npm run backup` on the embedded database: only the process holding the
// folder may read it, so the command asks this one (requests.mjs says how).

// Next may load this module in more than one of its module graphs; one listener per process.
const globalForBackups = globalThis as typeof globalThis & { __studioBackupsAnswered?: boolean };

/** Answers backup requests for the embedded database in `folder` (absolute) from now on. */
export function answerBackupRequests(folder: string): void {
  if (globalForBackups.__studioBackupsAnswered) return;
  globalForBackups.__studioBackupsAnswered = true;
  // One dump at a time: each holds a copy of the whole folder in memory while it is written.
  let queue = Promise.resolve();
  process.on(BACKUP_SIGNAL, () => {
    queue = queue.then(() => answerWaiting(folder));
  });
}

async function answerWaiting(folder: string): Promise<void> {
  let requests: ReturnType<typeof claimRequests>;
  try {
    requests = claimRequests(folder);
  } catch (error) {
    log.error({ area: 'backup', folder, err: error }, 'the backup requests could not be read');
    return;
  }
  for (const { id, output } of requests) {
    const started = performance.now();
    let result: BackupResult;
    try {
      const bytes = await writeTarFile(await dumpEmbeddedDatabase(), output);
      result = { ok: true, bytes, seconds: (performance.now() - started) / 1000 };
      log.info({ area: 'backup', file: output, bytes, seconds: result.seconds }, 'backup written');
      // Noted as the command notes the backups it writes itself (record.mjs).
      await (
        await getDb()
      )
        .insert(backupRuns)
        .values({ bytes, database: 'pglite' })
        .catch((error: unknown) => log.warn({ area: 'backup', err: error }, 'the backup could not be noted in the database'));
    } catch (error) {
      log.error({ area: 'backup', file: output, err: error }, 'a backup could not be written');
      result = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    try {
      answerRequest(folder, id, result);
    } catch (error) {
      log.error({ area: 'backup', folder, err: error }, 'the answer to the backup command could not be written');
    }
  }
}
