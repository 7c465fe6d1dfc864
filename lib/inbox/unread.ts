import 'server-only';
import { and, count, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { contactMessages } from '@/lib/db/schema';

export async function countUnreadMessages(): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ unread: count() })
    .from(contactMessages)
    .where(and(isNull(contactMessages.readAt), isNull(contactMessages.archivedAt)));
  return row?.unread ?? 0;
}
