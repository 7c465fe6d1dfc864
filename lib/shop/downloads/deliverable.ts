import 'server-only';
import { eq } from 'drizzle-orm';
import { hasLocale } from 'next-intl';
import { DEFAULT_LOCALE, localize, type LocalizedText } from '@/i18n/localized';
import { routing } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import { digitalProducts, type OrderRow } from '@/lib/db/schema';
import { notFound } from '@/lib/http/responses';
import { fileStream, productFileInfo } from '@/lib/shop/products/file-store';
import { formatOfFileContentType, PRODUCT_FILE_TYPES } from '@/lib/shop/products/file-type';
import { sanitizeFileName, withExtension } from '@/lib/shop/products/file-name';

export type Deliverable =
  | { kind: 'text'; filename: string; text: string }
  | { kind: 'file'; filename: string; contentType: string; sizeBytes: number; body: ReadableStream<Uint8Array> };

export function deliverableText(product: { deliverable: LocalizedText | null }, locale: string): string {
  // An order keeps the locale it was placed in; one no longer configured reads the default language.
  return localize(product.deliverable, hasLocale(routing.locales, locale) ? locale : DEFAULT_LOCALE) ?? '';
}

/** As the product stands now, active or not; `productTitle` is what she bought, in her language. */
export async function deliverableOfOrder(
  order: Pick<OrderRow, 'productId' | 'sessionId' | 'locale'>,
  productTitle: string,
): Promise<Deliverable> {
  const db = await getDb();
  const [product] = await db
    .select({ deliverable: digitalProducts.deliverable, fileId: digitalProducts.fileId })
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
