import 'server-only';
import { and, eq, isNull, lte, ne, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mailOutbox } from '@/lib/db/schema';
import { notFound } from '@/lib/http/responses';
import { isUuid } from '@/lib/db/uuid';
import { kickOutbox } from './outbox-worker';

/**
 * The admin's "Send now" on a mail not yet sent (the System panel): due at once, with a fresh two
 * days of attempts, the same mail and link it was. A mail sent, being sent or unknown (any id, in
 * any case) is 404.
 */
export async function retryMail(id: string): Promise<void> {
  const notWaiting = () => notFound('This mail is not waiting to be sent: it was sent, is being sent, or does not exist.');
  if (!isUuid(id)) throw notWaiting();
  const db = await getDb();
  const now = new Date();
  const [retried] = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, dueAt: now, nextAttemptAt: now })
    // Not one an instance is sending this moment (its claim holds a lock): that one would go twice.
    .where(
      and(
        eq(mailOutbox.id, id.toLowerCase()),
        ne(mailOutbox.status, 'sent'),
        or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
      ),
    )
    .returning({ id: mailOutbox.id });
  if (!retried) throw notWaiting();
  kickOutbox();
}
