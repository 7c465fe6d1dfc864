import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { digitalProducts, type OrderRow } from '@/lib/db/schema';
import { notFound } from '@/lib/http/responses';
import { fileStream, productFileInfo } from '@/lib/shop/products/file-store';
import { formatOfFileContentType, PRODUCT_FILE_TYPES } from '@/lib/shop/products/file-type';
import { sanitizeFileName, withExtension } from '@/lib/shop/products/file-name';

export type Deliverable =
  | { kind: 'text'; filename: string; text: string }
  | { kind: 'file'; filename: string; contentType: string; sizeBytes: number; body: ReadableStream<Uint8Array> };

export function deliverableText(product: { deliverable: string | null; deliverableNo: string | null }, locale: string): string {
  return (locale === 'no' ? product.deliverableNo : null) ?? product.deliverable ?? '';
}

/** As the product stands now, active or not; `productTitle` is what she bought, in her language. */
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
      filename: withExtension(sanitizeFileName(productTitle, 'product'), extension),
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      body: fileStream(file.id, file.chunkCount),
    };
  }
  return { kind: 'text', filename: `product_${order.sessionId}.txt`, text: deliverableText(product, order.locale) };
}
