import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { checkoutSessions, orders, type OrderRow } from '@/lib/db/schema';
import { kickOutbox } from '@/lib/mail/outbox-worker';
import { numberReceipt } from '@/lib/shop/orders/document-numbers';
import { queueReceipt } from '@/lib/shop/orders/receipts';
import { log } from '@/lib/log/logger.mjs';
import { metrics } from '@/lib/metrics/metrics.mjs';
import { noteOnSpan } from '@/lib/tracing/spans.mjs';

/** The paid session's order, made once however many callers race, with its receipt in one transaction; null if unpaid. */
export async function fulfil(sessionId: string): Promise<OrderRow | null> {
  const db = await getDb();
  const { order, made, receiptQueued } = await db.transaction(async (tx) => {
    const [session] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    if (!session || session.paymentStatus !== 'paid') return { order: null, made: false, receiptQueued: false };
    const [inserted] = await tx
      .insert(orders)
      .values({
        sessionId,
        productId: session.productId,
        amountTotal: session.amountTotal,
        amountSubtotal: session.amountSubtotal,
        amountDiscount: session.amountDiscount,
        amountTax: session.amountTax,
        taxRate: session.taxRate,
        reverseCharge: session.reverseCharge,
        country: session.country,
        buyerCompany: session.buyerCompany,
        buyerVatId: session.buyerVatId,
        discountCode: session.discountCode,
        discountCodeId: session.discountCodeId,
        currency: session.currency,
        customerEmail: session.customerEmail,
        locale: session.locale,
        withdrawalConsentAt: session.withdrawalConsentAt,
        withdrawalConsentVersion: session.withdrawalConsentVersion,
      })
      .onConflictDoNothing({ target: orders.sessionId })
      .returning();
    if (inserted) {
      const order = await numberReceipt(tx, inserted);
      log.info({ area: 'payments', order_id: order.id, receipt: order.receiptNumber }, 'order paid');
      return { order, made: true, receiptQueued: await queueReceipt(tx, order, 'purchase') };
    }
    const [existing] = await tx.select().from(orders).where(eq(orders.sessionId, sessionId));
    return { order: existing ?? null, made: false, receiptQueued: false };
  });
  if (made) metrics.ordersPaid.inc();
  if (order) noteOnSpan({ 'order.id': order.id });
  if (receiptQueued) kickOutbox();
  return order;
}
