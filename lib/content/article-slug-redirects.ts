import 'server-only';
import { and, eq, lte, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { articles, articleSlugHistory } from '@/lib/db/schema';
import { cachedRead } from './cache';
import { TAGS } from './tags';

/** Old slug → current slug, public articles only (a redirect would reveal a draft or a date ahead); one cached map. */
async function readSlugRedirects(): Promise<Record<string, string>> {
  const db = await getDb();
  const rows = await db
    .select({ old: articleSlugHistory.slug, current: articles.slug })
    .from(articleSlugHistory)
    .innerJoin(articles, eq(articleSlugHistory.articleId, articles.id))
    .where(and(eq(articles.status, 'published'), lte(articles.publishedAt, sql`now()`)));
  return Object.fromEntries(rows.map((row) => [row.old, row.current]));
}

const getSlugRedirects = cachedRead(readSlugRedirects, ['articles', 'slug-redirects'], [TAGS.articles]);

export async function currentArticleSlugFor(oldSlug: string): Promise<string | null> {
  const redirects = await getSlugRedirects();
  return Object.hasOwn(redirects, oldSlug) ? redirects[oldSlug]! : null;
}
