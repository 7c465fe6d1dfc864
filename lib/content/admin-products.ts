import 'server-only';
import { asc, count, eq, getTableColumns } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { digitalProducts, orders, productFiles, type DigitalProductRow } from '@/lib/db/schema';
import type { AdminProduct, AdminProductFile } from '@/lib/shop/products/input';
import { toAdminRecord } from './translation-status';

const toAdminProduct = (row: DigitalProductRow, file: AdminProductFile | null, orderCount: number): AdminProduct => ({
  ...toAdminRecord(digitalProducts, row),
  file,
  order_count: orderCount,
});

const orderCounts = (db: Awaited<ReturnType<typeof getDb>>) =>
  db
    .select({ productId: orders.productId, count: count().as('order_count') })
    .from(orders)
    .groupBy(orders.productId)
    .as('order_counts');

export async function listAdminProducts(id?: string): Promise<AdminProduct[]> {
  const db = await getDb();
  const sales = orderCounts(db);
  const rows = await db
    .select({
      product: getTableColumns(digitalProducts),
      file: {
        id: productFiles.id,
        file_name: productFiles.fileName,
        content_type: productFiles.contentType,
        size_bytes: productFiles.sizeBytes,
      },
      orderCount: sales.count,
    })
    .from(digitalProducts)
    .leftJoin(productFiles, eq(productFiles.id, digitalProducts.fileId))
    .leftJoin(sales, eq(sales.productId, digitalProducts.id))
    .where(id ? eq(digitalProducts.id, id) : undefined)
    .orderBy(asc(digitalProducts.sortOrder), asc(digitalProducts.createdAt));
  return rows.map((row) => toAdminProduct(row.product, row.file, Number(row.orderCount ?? 0)));
}
