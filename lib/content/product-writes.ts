import 'server-only';
import { and, count, eq, gt, ne, sql } from 'drizzle-orm';
import { getDb, type Transaction } from '@/lib/db/client';
import { checkoutSessions, digitalProducts, orders, productFiles } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { adminRefusal } from '@/lib/http/refusal';
import { badRequest, notFound } from '@/lib/http/responses';
import { deleteFileIfUnused } from '@/lib/shop/products/file-store';
import type { AdminProduct, ProductValues } from '@/lib/shop/products/input';
import { listAdminProducts } from './admin-products';
import { nextBasis } from './translation-status';
import { refreshPublicContent } from './revalidate';
import { TAGS } from './tags';

const NOT_FOUND = 'Product not found';

/** A stored file id, or 400: the foreign key would otherwise fail as a 500. A file still being stored has no chunks yet. */
async function checkFile(tx: Transaction, fileId: string | null): Promise<void> {
  if (fileId === null) return;
  const [file] = await tx
    .select({ id: productFiles.id })
    .from(productFiles)
    .where(and(eq(productFiles.id, fileId), gt(productFiles.chunkCount, 0)));
  // One sentence: the form splits a detail at '; ' into the problems of several fields.
  if (!file) throw badRequest('file_id: no uploaded file has this id, upload the file again');
}

async function adminProduct(id: string): Promise<AdminProduct> {
  const [product] = await listAdminProducts(id);
  if (!product) throw notFound(NOT_FOUND);
  return product;
}

export async function createProduct(values: ProductValues): Promise<AdminProduct> {
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    await checkFile(tx, values.fileId);
    const [row] = await tx
      .insert(digitalProducts)
      .values({
        ...values,
        translationBasis: nextBasis(digitalProducts, values, null),
        sortOrder: sql`(select coalesce(max(${digitalProducts.sortOrder}), -1) + 1 from ${digitalProducts})`,
      })
      .returning({ id: digitalProducts.id });
    return row!.id;
  });
  await refreshPublicContent(TAGS.digitalProducts);
  return adminProduct(id);
}

export async function updateProduct(id: string, values: ProductValues): Promise<AdminProduct> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(digitalProducts).where(eq(digitalProducts.id, id)).for('update');
    if (!before) throw notFound(NOT_FOUND);
    await checkFile(tx, values.fileId);
    await tx
      .update(digitalProducts)
      .set({ ...values, translationBasis: nextBasis(digitalProducts, values, before), updatedAt: new Date() })
      .where(eq(digitalProducts.id, id));
    if (before.fileId && before.fileId !== values.fileId) await deleteFileIfUnused(tx, before.fileId);
  });
  await refreshPublicContent(TAGS.digitalProducts);
  return adminProduct(id);
}

const bought = (times: number) =>
  `This product has been bought ${times} ${times === 1 ? 'time' : 'times'}; deactivate it instead so buyers keep their downloads.`;

/** Deletes an unbought product with its abandoned checkouts and its file; a bought one is a 409. */
export async function deleteProduct(id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ fileId: digitalProducts.fileId })
      .from(digitalProducts)
      .where(eq(digitalProducts.id, id))
      .for('update');
    if (!product) throw notFound(NOT_FOUND);
    const [sold] = await tx.select({ count: count() }).from(orders).where(eq(orders.productId, id));
    // A paid session whose order is not written yet (the webhook is on its way) is a sale too.
    const [paid] = await tx
      .select({ count: count() })
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.productId, id), eq(checkoutSessions.paymentStatus, 'paid')));
    const times = Math.max(Number(sold!.count), Number(paid!.count));
    if (times > 0) throw adminRefusal(409, 'productBought', bought(times), { count: String(times) });
    await tx.delete(checkoutSessions).where(and(eq(checkoutSessions.productId, id), ne(checkoutSessions.paymentStatus, 'paid')));
    await tx.delete(digitalProducts).where(eq(digitalProducts.id, id));
    if (product.fileId) await deleteFileIfUnused(tx, product.fileId);
  });
  await refreshPublicContent(TAGS.digitalProducts);
}
