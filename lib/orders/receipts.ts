import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mailOutbox, orders } from '@/lib/db/schema';
import { notFound } from '@/lib/http';

// TEMPORARY stand-in for the lead's lib/orders/receipts.ts (only the admin's resend); the lead's
// version replaces this file at merge.

export async function resendReceipt(orderId: string): Promise<void> {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order?.customerEmail) throw notFound('Order not found');
  await db.insert(mailOutbox).values({
    dedupeKey: `receipt:${orderId}:${randomUUID()}`,
    orderId,
    recipient: order.customerEmail,
    subject: 'Your receipt',
    textBody: 'Receipt',
    htmlBody: '<p>Receipt</p>',
  });
}
