import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { digitalProducts, orders } from '@/lib/db/schema';
import { HttpError, notFound } from '@/lib/http';
import { syncSession } from './status';

export interface Deliverable {
  filename: string;
  text: string;
}

/**
 * What a buyer downloads for a paid session: the product's deliverable text, as it stands now
 * (corrections reach past buyers too). Every download is counted on the order.
 */
export async function downloadDeliverable(sessionId: string): Promise<Deliverable> {
  const synced = await syncSession(sessionId);
  if (!synced) throw notFound('Session not found');
  const { session, order } = synced;
  if (!order) throw new HttpError(403, 'Payment not completed');

  const db = await getDb();
  const [product] = await db.select({ deliverable: digitalProducts.deliverable }).from(digitalProducts).where(eq(digitalProducts.id, session.productId));
  if (!product) throw notFound('Product not found');
  await db.update(orders).set({ downloadCount: sql`${orders.downloadCount} + 1`, lastDownloadedAt: new Date() }).where(eq(orders.id, order.id));
  return { filename: `product_${session.id}.txt`, text: product.deliverable ?? '' };
}
