import 'server-only';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { HttpError, notFound } from '@/lib/http/responses';
import { downloadAllowance, downloadState, REFUNDED_DETAIL, type DownloadState } from '@/lib/shop/downloads/allowance';
import { deliverableOfOrder, type Deliverable } from '@/lib/shop/downloads/deliverable';
import { syncSession } from './status';

const REFUSALS: Record<Exclude<DownloadState, 'valid'>, string> = {
  expired: 'The downloads of this purchase have expired. Request a new link at /downloads.',
  'used-up': 'This purchase has been downloaded as often as it allows. Request a new link at /downloads.',
  refunded: REFUNDED_DETAIL,
};

/** Counted on the order by one conditional update; 410 past the allowance or once refunded. */
export async function downloadDeliverable(sessionId: string): Promise<Deliverable> {
  const synced = await syncSession(sessionId);
  if (!synced) throw notFound('Session not found');
  const { session, order } = synced;
  if (!order) throw new HttpError(403, 'Payment not completed');
  const now = new Date();
  const { lifetimeMs, maxDownloads } = downloadAllowance();
  const db = await getDb();
  const [counted] = await db
    .update(orders)
    .set({ downloadCount: sql`${orders.downloadCount} + 1`, lastDownloadedAt: now })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.status, 'paid'),
        lt(orders.downloadCount, maxDownloads),
        gt(orders.createdAt, new Date(now.getTime() - lifetimeMs)),
      ),
    )
    .returning({ id: orders.id });
  if (!counted) {
    const expiresAt = new Date(order.createdAt.getTime() + lifetimeMs);
    const state = downloadState(
      { refunded: order.status === 'refunded', expiresAt, downloadCount: order.downloadCount, maxDownloads },
      now,
    );
    throw new HttpError(410, REFUSALS[state === 'valid' ? 'used-up' : state]);
  }
  return deliverableOfOrder(order, session.productTitle);
}
