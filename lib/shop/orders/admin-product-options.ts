import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { inDefaultLanguage } from '@/lib/db/localized-sql';
import { digitalProducts } from '@/lib/db/schema';

export interface ProductOption {
  id: string;
  title: string;
}

export async function orderProductOptions(): Promise<ProductOption[]> {
  const db = await getDb();
  const title = inDefaultLanguage(digitalProducts.title);
  return db.select({ id: digitalProducts.id, title }).from(digitalProducts).orderBy(asc(title));
}
