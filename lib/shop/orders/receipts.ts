import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb, type Transaction } from '@/lib/db/client';
import { orders, type OrderRow } from '@/lib/db/schema';
import { adminRefusal } from '@/lib/http/refusal';
import { notFound } from '@/lib/http/responses';
import { isUuid } from '@/lib/db/uuid';
import { enqueueMail } from '@/lib/mail/outbox';
import { kickOutbox } from '@/lib/mail/outbox-worker';
import { RECEIPT_MAIL_KEY } from '@/lib/shop/documents/mail-attachment';
import { readReceipt } from '@/lib/shop/documents/receipt-data';
import { downloadLinkUrl, issueDownloadLink, linkIdOf } from '@/lib/shop/downloads/links';
import { composeReceipt } from './receipt-mail';

/** The first receipt of an order is queued once (its key); every re-send is a mail of its own. */
export type ReceiptReason = 'purchase' | 'resend';

/** Inside the caller's transaction; false without a paid order and a buyer address. */
export async function queueReceipt(tx: Transaction, order: OrderRow, reason: ReceiptReason): Promise<boolean> {
  if (!order.customerEmail || order.status !== 'paid') return false;
  const receipt = await readReceipt(tx, order.id);
  if (!receipt) return false;
  const token = await issueDownloadLink(tx, order.id);
  const mail = composeReceipt({ receipt, downloadUrl: downloadLinkUrl(token, receipt.locale) });
  const dedupeKey = reason === 'purchase' ? `${RECEIPT_MAIL_KEY}${order.id}` : `${RECEIPT_MAIL_KEY}${order.id}:${linkIdOf(token)}`;
  await enqueueMail(tx, { dedupeKey, orderId: order.id, recipient: order.customerEmail, ...mail });
  return true;
}

export async function resendReceipt(orderId: string): Promise<void> {
  if (!isUuid(orderId)) throw notFound('Order not found');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw notFound('Order not found');
    if (order.status === 'refunded') throw adminRefusal(409, 'receiptRefunded', 'This order was refunded: it has no downloads to send.');
    if (!order.customerEmail) throw adminRefusal(409, 'receiptNoEmail', 'This order has no buyer e-mail address to send a receipt to.');
    await queueReceipt(tx, order, 'resend');
  });
  kickOutbox();
}

export const MAX_RESENT_ORDERS = 20;

/** Compared without case; the caller answers the same whether or not there were any. */
export async function resendAllReceipts(email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  const db = await getDb();
  const queued = await db.transaction(async (tx) => {
    const found = await tx
      .select()
      .from(orders)
      .where(and(sql`lower(${orders.customerEmail}) = ${address}`, eq(orders.status, 'paid')))
      .orderBy(desc(orders.createdAt))
      .limit(MAX_RESENT_ORDERS);
    for (const order of found) await queueReceipt(tx, order, 'resend');
    return found.length;
  });
  if (queued > 0) kickOutbox();
}
