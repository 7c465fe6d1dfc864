import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { checkoutSessions, orders, type OrderRow } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { adminRefusal } from '@/lib/http/refusal';
import { notFound } from '@/lib/http/responses';
import { issueCreditNote } from './document-numbers';
import { log } from '@/lib/log/logger.mjs';

const STRIPE_REFUNDS_ELSEWHERE = 'Refund Stripe payments in the Stripe dashboard; the refund reaches this site by webhook.';

export async function refundOrder(orderId: string): Promise<OrderRow> {
  if (!isUuid(orderId)) throw notFound('Order not found');
  const db = await getDb();
  const [found] = await db
    .select({ order: orders, provider: checkoutSessions.provider })
    .from(orders)
    .innerJoin(checkoutSessions, eq(checkoutSessions.id, orders.sessionId))
    .where(eq(orders.id, orderId));
  if (!found) throw notFound('Order not found');
  if (found.provider !== 'demo') throw adminRefusal(409, 'refundInStripe', STRIPE_REFUNDS_ELSEWHERE);
  if (found.order.status === 'refunded') return found.order;
  const refunded = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(orders)
      .set({ status: 'refunded', refundedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'paid')))
      .returning();
    if (changed) await issueCreditNote(tx, changed);
    return changed;
  });
  return refunded ?? found.order;
}

/** Stripe's charge.refunded, fully refunded: the order paid with that PaymentIntent. Returns how many orders changed. */
export async function refundByPaymentIntent(paymentIntentId: string): Promise<number> {
  const db = await getDb();
  const sessions = db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.paymentIntentId, paymentIntentId));
  const changed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(orders)
      .set({ status: 'refunded', refundedAt: new Date() })
      .where(and(inArray(orders.sessionId, sessions), eq(orders.status, 'paid')))
      .returning();
    for (const row of rows) await issueCreditNote(tx, row);
    return rows;
  });
  for (const { id } of changed) log.info({ area: 'payments', order_id: id, payment_intent: paymentIntentId }, 'order refunded');
  return changed.length;
}
