import 'server-only';
import { dumpEmbeddedDatabase } from '@/lib/db/client';
import { writeTarFile } from './backup-file.mjs';
import { answerRequest, BACKUP_SIGNAL, claimRequests, type BackupResult } from './requests.mjs';

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
    console.error(`[backup] the backup requests in ${folder} could not be read`, error);
    return;
  }
  for (const { id, output } of requests) {
    const started = performance.now();
    let result: BackupResult;
    try {
      const bytes = await writeTarFile(await dumpEmbeddedDatabase(), output);
      result = { ok: true, bytes, seconds: (performance.now() - started) / 1000 };
      console.log(`[backup] wrote ${output}: ${(bytes / 1e6).toFixed(1)} MB in ${result.seconds.toFixed(1)} s`);
    } catch (error) {
      console.error(`[backup] ${output} could not be written`, error);
      result = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    try {
      answerRequest(folder, id, result);
    } catch (error) {
      console.error(`[backup] the answer to the backup command could not be written into ${folder}`, error);
    }
  }
}
