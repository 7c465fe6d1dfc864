import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { HttpError, notFound } from '@/lib/http';
import { findAdminOrder } from './admin-orders';
import type { AdminOrder } from './admin-types';
import { resendReceipt } from './receipts';
import { refundOrder } from './refunds';

// The two actions of an order in the admin. Ids come from the path: anything but a stored order's
// UUID is a 404 before any write.

const NOT_FOUND = 'Order not found';

export const RECEIPT_REFUSALS = {
  noEmail: 'This order has no buyer e-mail address, so there is nowhere to send a receipt',
  refunded: 'This order was refunded and its downloads have ended, so there is no receipt to resend',
} as const;

function orderId(id: string): string {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  return id.toLowerCase();
}

/** "Mark refunded" (idempotent): the order as the list now shows it. A Stripe order is refused (409) by refundOrder. */
export async function refundFromAdmin(id: string): Promise<AdminOrder> {
  await refundOrder(orderId(id));
  const order = await findAdminOrder(id);
  if (!order) throw notFound(NOT_FOUND);
  return order;
}

/** "Resend receipt": 409 when the order has no address to send to, or was refunded (its link would not work). */
export async function resendFromAdmin(id: string): Promise<void> {
  const db = await getDb();
  const [order] = await db.select({ email: orders.customerEmail, status: orders.status }).from(orders).where(eq(orders.id, orderId(id)));
  if (!order) throw notFound(NOT_FOUND);
  if (!order.email) throw new HttpError(409, RECEIPT_REFUSALS.noEmail);
  if (order.status === 'refunded') throw new HttpError(409, RECEIPT_REFUSALS.refunded);
  await resendReceipt(orderId(id));
}
