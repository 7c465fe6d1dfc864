import 'server-only';
import { statfs } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { readLastBackup } from '@/lib/db/backup/last-backup';
import { getDb } from '@/lib/db/client';
import { mailOutbox, orders } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import packageJson from '@/package.json';

// The admin's System panel (docs/admin.md#system): is mail leaving, when was the last backup, how
// full is the disk, what runs. Read when an owner opens it; nothing here is kept.

const DAY_MS = 86_400_000;
const BACKUP_DUE_MS = 26 * 3_600_000;
/** The receipts the panel lists: enough to act on, never the whole table. */
export const UNSENT_RECEIPTS_SHOWN = 10;

export interface UnsentReceipt {
  id: string;
  order_id: string;
  receipt_number: number | null;
  recipient: string;
  due_at: string;
  attempts: number;
  /** `pending`: still tried; `failed`: given up after two days. */
  status: 'pending' | 'failed';
  last_error: string | null;
}

export interface SystemStatus {
  mail: { sent_last_day: number; refused_last_day: number; unsent_receipts: UnsentReceipt[]; sending: boolean };
  /** `overdue`: over 26 hours old, when the alert of deploy/prometheus/alerts.yml fires too. */
  backup: { finished_at: string; bytes: number; database: 'pglite' | 'postgres'; overdue: boolean } | null;
  storage: { database_bytes: number; disk_free_bytes: number | null; disk_total_bytes: number | null };
  version: { app: string; node: string; database: 'pglite' | 'postgres'; started_at: string };
}

const STARTED_AT = new Date(Date.now() - process.uptime() * 1000).toISOString();

async function mailStatus(now: Date): Promise<SystemStatus['mail']> {
  const db = await getDb();
  const since = new Date(now.getTime() - DAY_MS);
  const [counts] = await db
    .select({
      sent: sql<number>`count(*) filter (where ${mailOutbox.sentAt} >= ${since})`.mapWith(Number),
      refused:
        sql<number>`count(*) filter (where ${mailOutbox.status} <> 'sent' and ${mailOutbox.lastError} is not null and ${mailOutbox.lastAttemptAt} >= ${since})`.mapWith(
          Number,
        ),
    })
    .from(mailOutbox);
  const unsent = await db
    .select({ mail: mailOutbox, receiptNumber: orders.receiptNumber })
    .from(mailOutbox)
    .innerJoin(orders, eq(orders.id, mailOutbox.orderId))
    .where(and(isNotNull(mailOutbox.orderId), inArray(mailOutbox.status, ['pending', 'failed']), lte(mailOutbox.dueAt, now)))
    .orderBy(asc(mailOutbox.dueAt))
    .limit(UNSENT_RECEIPTS_SHOWN);
  return {
    sent_last_day: counts?.sent ?? 0,
    refused_last_day: counts?.refused ?? 0,
    sending: Boolean(getEnv().SMTP_URL),
    unsent_receipts: unsent.map(({ mail, receiptNumber }) => ({
      id: mail.id,
      order_id: mail.orderId!,
      receipt_number: receiptNumber,
      recipient: mail.recipient,
      due_at: mail.dueAt.toISOString(),
      attempts: mail.attempts,
      status: mail.status === 'failed' ? 'failed' : 'pending',
      last_error: mail.lastError,
    })),
  };
}

/** The free and total space of the file system holding the data folder (or the app's folder, on Postgres). */
async function disk(): Promise<{ free: number; total: number } | null> {
  const { DATA_DIR, DATABASE_URL } = getEnv();
  const folder =
    DATABASE_URL || DATA_DIR.startsWith('memory://') ? process.cwd() : path.resolve(/*turbopackIgnore: true*/ process.cwd(), DATA_DIR);
  try {
    const stats = await statfs(folder);
    return { free: stats.bavail * stats.bsize, total: stats.blocks * stats.bsize };
  } catch {
    return null;
  }
}

export async function readSystemStatus(now = new Date()): Promise<SystemStatus> {
  const db = await getDb();
  const [mail, backup, space, size] = await Promise.all([
    mailStatus(now),
    readLastBackup(),
    disk(),
    db.execute(sql`select pg_database_size(current_database())::text as bytes`) as unknown as Promise<{ rows: { bytes: string }[] }>,
  ]);
  return {
    mail,
    backup: backup && {
      finished_at: backup.finishedAt.toISOString(),
      bytes: backup.bytes,
      database: backup.database,
      overdue: now.getTime() - backup.finishedAt.getTime() > BACKUP_DUE_MS,
    },
    storage: {
      database_bytes: Number(size.rows[0]?.bytes ?? 0),
      disk_free_bytes: space?.free ?? null,
      disk_total_bytes: space?.total ?? null,
    },
    version: {
      app: packageJson.version,
      node: process.version,
      database: getEnv().DATABASE_URL ? 'postgres' : 'pglite',
      started_at: STARTED_AT,
    },
  };
}
