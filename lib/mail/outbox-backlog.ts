import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mailOutbox } from '@/lib/db/schema';

export interface OutboxBacklog {
  /** Mails due and not yet sent. */
  pending: number;
  /** When the oldest of them was due; null when none waits. */
  oldestDueAt: Date | null;
  /** Mails given up after their attempts and not retried since. */
  givenUp: number;
}

/** The outbox's state, site-wide (every instance shares the table). */
export async function readOutboxBacklog(now = new Date()): Promise<OutboxBacklog> {
  const db = await getDb();
  const due = sql`${mailOutbox.status} = 'pending' and ${mailOutbox.dueAt} <= ${now}`;
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${due})`.mapWith(Number),
      oldestDueAt: sql<Date | null>`min(${mailOutbox.dueAt}) filter (where ${due})`.mapWith(mailOutbox.dueAt),
      givenUp: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')`.mapWith(Number),
    })
    .from(mailOutbox);
  return { pending: row?.pending ?? 0, oldestDueAt: row?.oldestDueAt ?? null, givenUp: row?.givenUp ?? 0 };
}
