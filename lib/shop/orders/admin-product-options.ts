import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { digitalProducts } from '@/lib/db/schema';

export interface ProductOption {
  id: string;
  title: string;
}

export async function orderProductOptions(): Promise<ProductOption[]> {
  const db = await getDb();
  return db.select({ id: digitalProducts.id, title: digitalProducts.title }).from(digitalProducts).orderBy(asc(digitalProducts.title));
}
