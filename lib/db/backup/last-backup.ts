import 'server-only';
import { desc } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { backupRuns, type BackupRunRow } from '@/lib/db/schema';

/** The newest backup noted (record.mjs), or null when none was. */
export async function readLastBackup(): Promise<BackupRunRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(backupRuns).orderBy(desc(backupRuns.finishedAt)).limit(1);
  return row ?? null;
}
