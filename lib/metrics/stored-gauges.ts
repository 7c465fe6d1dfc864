import 'server-only';
import { readLastBackup } from '@/lib/db/backup/last-backup';
import { databasePoolUse } from '@/lib/db/client';
import { readOutboxBacklog } from '@/lib/mail/outbox-backlog';
import { metrics } from './metrics.mjs';

/** Sets the gauges read from the database and its pool, just before a scrape reads them. */
export async function refreshStoredGauges(now = new Date()): Promise<void> {
  const [backlog, pool, backup] = await Promise.all([readOutboxBacklog(now), databasePoolUse(), readLastBackup()]);
  metrics.outboxDepth.set(backlog.pending);
  metrics.outboxOldest.set(backlog.oldestDueAt ? Math.max(0, (now.getTime() - backlog.oldestDueAt.getTime()) / 1000) : 0);
  metrics.outboxFailed.set(backlog.givenUp);
  metrics.lastBackup.set(backup ? backup.finishedAt.getTime() / 1000 : 0);
  metrics.lastBackupBytes.set(backup?.bytes ?? 0);
  if (pool) for (const [state, count] of Object.entries(pool)) metrics.pool.set({ state }, count);
}
