import 'server-only';
import { desc, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { articles, type ArticleRow } from '@/lib/db/schema';
import type { AdminArticle } from '@/lib/journal/input';
import { toAdminRecord } from './translation-status';

export const toAdminArticle = (row: ArticleRow): AdminArticle => toAdminRecord(articles, row);

/**
 * Every article, drafts and scheduled ones included, newest first: by its publication time, the
 * latest scheduled on top, and drafts without a time among them by when they were made.
 */
export async function listAdminArticles(): Promise<AdminArticle[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(articles)
    .orderBy(desc(sql`coalesce(${articles.publishedAt}, ${articles.createdAt})`), desc(sql`${articles.id}`));
  return rows.map(toAdminArticle);
}
