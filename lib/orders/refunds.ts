import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { checkoutSessions, orders, type OrderRow } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { HttpError, notFound } from '@/lib/http';

// TEMPORARY stand-in for the lead's lib/orders/refunds.ts (same signature); the lead's version
// replaces this file at merge.

const STRIPE_REFUND = 'Refund Stripe payments in the Stripe dashboard; the refund reaches this site by webhook';

export async function refundOrder(orderId: string): Promise<OrderRow> {
  if (!isUuid(orderId)) throw notFound('Order not found');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ order: orders, provider: checkoutSessions.provider })
      .from(orders)
      .innerJoin(checkoutSessions, eq(checkoutSessions.id, orders.sessionId))
      .where(eq(orders.id, orderId))
      .for('update');
    if (!found) throw notFound('Order not found');
    if (found.provider === 'stripe') throw new HttpError(409, STRIPE_REFUND);
    if (found.order.status === 'refunded') return found.order;
    const [updated] = await tx
      .update(orders)
      .set({ status: 'refunded', refundedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'paid')))
      .returning();
    return updated!;
  });
}
