import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { checkoutSessions, orders, type OrderRow } from '@/lib/db/schema';

/**
 * The order of a paid session, created on the first call and only read on every later one: the
 * webhook, the status poll and the download may all call this, in any order and at the same
 * time. The unique session_id of orders makes concurrent inserts collapse into one row.
 * Returns null while the session is not paid (or unknown).
 */
export async function fulfil(sessionId: string): Promise<OrderRow | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [session] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    if (!session || session.paymentStatus !== 'paid') return null;
    const inserted = await tx
      .insert(orders)
      .values({
        sessionId,
        productId: session.productId,
        amountTotal: session.amountTotal,
        currency: session.currency,
        customerEmail: session.customerEmail,
      })
      .onConflictDoNothing({ target: orders.sessionId })
      .returning();
    if (inserted[0]) {
      console.log(`[payments] order ${inserted[0].id} for session ${sessionId}`);
      return inserted[0];
    }
    const [existing] = await tx.select().from(orders).where(eq(orders.sessionId, sessionId));
    return existing ?? null;
  });
}
