import 'server-only';
import { and, count, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { contactMessages } from '@/lib/db/schema';

/** Messages in the inbox (not archived) that the admin has not opened: the dashboard's and the navigation's figure. */
export async function countUnreadMessages(): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ unread: count() })
    .from(contactMessages)
    .where(and(isNull(contactMessages.readAt), isNull(contactMessages.archivedAt)));
  return row?.unread ?? 0;
}
