import 'server-only';
import { isUuid } from '@/lib/db/uuid';
import { notFound } from '@/lib/http/responses';
import { findAdminOrder } from './admin-orders';
import type { AdminOrder } from './admin-types';
import { refundOrder } from './refunds';

/** Mark refunded (idempotent), answered with the order as the list shows it; 409 for a Stripe order. */
export async function refundFromAdmin(id: string): Promise<AdminOrder> {
  if (!isUuid(id)) throw notFound('Order not found');
  await refundOrder(id.toLowerCase());
  const order = await findAdminOrder(id);
  if (!order) throw notFound('Order not found');
  return order;
}
