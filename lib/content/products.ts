import 'server-only';
import { asc, count, eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, localize, localizeEach, type Localized } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import { digitalProducts, type DigitalProductRow } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { priceOnPage } from '@/lib/shop/products/prices';
import { cachedRead } from './cache';
import { DEFAULT_PRODUCT_IMAGE } from './product-image';
import { TAGS } from './tags';
import type { DigitalProduct, ProductCategory } from './types';

/** A list read as a whole (the contents): the language's own lines when it has any, else the default language's. */
function localizeList(value: Localized<string[]>, locale: Locale): string[] {
  const own = value[locale]?.filter((line) => line.trim() !== '') ?? [];
  return own.length > 0 ? own : (value[DEFAULT_LOCALE] ?? []);
}

const majorUnits = ({ amount, currency }: { amount: number; currency: string }) => ({ price: amount / 100, currency });

function toProduct(row: DigitalProductRow, locale: Locale): DigitalProduct {
  return {
    id: row.id,
    title: localize(row.title, locale),
    description: localize(row.description, locale),
    ...majorUnits(priceOnPage(row, locale)),
    image_url: row.imageUrl ?? DEFAULT_PRODUCT_IMAGE,
    category: row.category,
    subcategory: localize(row.subcategory, locale),
    gallery: row.gallery,
    gallery_alt: localizeEach(row.galleryAlt, locale, row.gallery.length),
    contents: localizeList(row.contents, locale),
    compatibility: localize(row.compatibility, locale),
    video_url: row.videoUrl,
  };
}

async function readProducts(locale: Locale): Promise<DigitalProduct[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(digitalProducts)
    .where(eq(digitalProducts.active, true))
    .orderBy(asc(digitalProducts.sortOrder), asc(digitalProducts.createdAt));
  return rows.map((row) => toProduct(row, locale));
}

async function readCategories(): Promise<ProductCategory[]> {
  const db = await getDb();
  const rows = await db
    .select({ category: digitalProducts.category, count: count() })
    .from(digitalProducts)
    .where(eq(digitalProducts.active, true))
    .groupBy(digitalProducts.category)
    .orderBy(asc(digitalProducts.category));
  return rows.map((row) => ({ category: row.category, count: Number(row.count) }));
}

export const getDigitalProducts = cachedRead(readProducts, ['digital-products'], [TAGS.digitalProducts]);
export const getProductCategories = cachedRead(readCategories, ['digital-products', 'categories'], [TAGS.digitalProducts]);

export async function getDigitalProduct(id: string, locale: Locale): Promise<DigitalProduct | null> {
  if (!isUuid(id)) return null;
  const products = await getDigitalProducts(locale);
  return products.find((product) => product.id === id.toLowerCase()) ?? null;
}
