import 'server-only';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { digitalProducts, orders, type OrderRow } from '@/lib/db/schema';
import { HttpError, notFound } from '@/lib/http/responses';
import { fileStream, productFileInfo } from '@/lib/shop/products/file-store';
import { formatOfFileContentType, PRODUCT_FILE_TYPES } from '@/lib/shop/products/file-type';
import { sanitizeFileName, withExtension } from '@/lib/shop/products/file-name';
import { downloadAllowance, downloadState, REFUNDED_DETAIL, type DownloadState } from '@/lib/shop/orders/download-allowance';
import { syncSession } from './status';

export type Deliverable =
  | { kind: 'text'; filename: string; text: string }
  | { kind: 'file'; filename: string; contentType: string; sizeBytes: number; body: ReadableStream<Uint8Array> };

/**
 * The deliverable text in the buyer's language: the Norwegian one for a buyer who bought on /no
 * (the order's locale) when the studio wrote one, else the English one.
 */
export function deliverableText(product: { deliverable: string | null; deliverableNo: string | null }, locale: string): string {
  return (locale === 'no' ? product.deliverableNo : null) ?? product.deliverable ?? '';
}

/**
 * What a buyer downloads for a paid order: the product's file, streamed from the database a chunk
 * at a time, or else its deliverable text. Both as the product stands now (corrections reach past
 * buyers too), active or not: a product taken out of the shop stays downloadable for those who
 * bought it. `productTitle` is what she bought (the title in her language at checkout); the text is
 * in that language too.
 */
export async function deliverableOfOrder(
  order: Pick<OrderRow, 'productId' | 'sessionId' | 'locale'>,
  productTitle: string,
): Promise<Deliverable> {
  const db = await getDb();
  const [product] = await db
    .select({ deliverable: digitalProducts.deliverable, deliverableNo: digitalProducts.deliverableNo, fileId: digitalProducts.fileId })
    .from(digitalProducts)
    .where(eq(digitalProducts.id, order.productId));
  if (!product) throw notFound('Product not found');
  const file = product.fileId ? await productFileInfo(product.fileId) : null;
  if (file) {
    const extension = PRODUCT_FILE_TYPES[formatOfFileContentType(file.contentType) ?? 'zip'].extension;
    return {
      kind: 'file',
      // Named after what the buyer bought, e.g. "Brand Kit.pdf".
      filename: withExtension(sanitizeFileName(productTitle, 'product'), extension),
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      body: fileStream(file.id, file.chunkCount),
    };
  }
  return { kind: 'text', filename: `product_${order.sessionId}.txt`, text: deliverableText(product, order.locale) };
}

const REFUSALS: Record<Exclude<DownloadState, 'valid'>, string> = {
  expired: 'The downloads of this purchase have expired. Request a new link at /downloads.',
  'used-up': 'This purchase has been downloaded as often as it allows. Request a new link at /downloads.',
  refunded: REFUNDED_DETAIL,
};

/**
 * The download of the success page, by checkout session (/api/download/{session_id}), within a
 * receipt link's allowance counted on the order: its downloads by any path, from the purchase.
 * One conditional update counts it, so racing requests cannot exceed the count. 410 (with the
 * reason) past either limit or once refunded; a new receipt link is the way on.
 */
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
