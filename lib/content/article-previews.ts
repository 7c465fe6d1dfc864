import 'server-only';
import { eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import { articles } from '@/lib/db/schema';
import { toArticle, type Article } from './articles';
import { previewingAdmin } from './previewing-admin';

/**
 * The article as saved, draft or scheduled alike, for the signed-in admin in draft mode (her
 * "Preview"); null for anyone else. Never cached: each answer is one admin's.
 */
export async function previewedArticle(locale: Locale, slug: string): Promise<Article | null> {
  if (!(await previewingAdmin())) return null;
  const db = await getDb();
  const [row] = await db.select().from(articles).where(eq(articles.slug, slug));
  return row ? toArticle(row, locale) : null;
}
