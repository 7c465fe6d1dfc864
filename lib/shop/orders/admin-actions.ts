import 'server-only';
import { isUuid } from '@/lib/db/uuid';
import { notFound } from '@/lib/http/responses';
import { findAdminOrder } from './admin-orders';
import type { AdminOrder } from './admin-types';
import { refundOrder } from './refunds';

/**
 * The admin's "Mark refunded" (idempotent), answered with the order as the list now shows it.
 * refundOrder refuses a Stripe order (409) and answers 404 for an id that names no order.
 */
export async function refundFromAdmin(id: string): Promise<AdminOrder> {
  if (!isUuid(id)) throw notFound('Order not found');
  await refundOrder(id.toLowerCase());
  const order = await findAdminOrder(id);
  if (!order) throw notFound('Order not found');
  return order;
}
