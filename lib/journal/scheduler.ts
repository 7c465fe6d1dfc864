import 'server-only';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { publicContentChanged } from '@/lib/server/content-generation.mjs';
import { getDb } from '@/lib/db/client';
import { articles } from '@/lib/db/schema';
import { log } from '@/lib/log/logger.mjs';
import { inSpan } from '@/lib/tracing/spans.mjs';

// A scheduled article goes public at its time without anyone visiting the admin: every instance
// looks for articles that came due every CHECK_MS, and the one that claims an article (an atomic
// update of announced_at) outdates the cached pages and reads on every instance (content-sync).
// Not revalidateTag: it needs a request's store and throws outside one, as in this timer.
// The public reads already hide an article until its time; this only ends the cached lists that
// were made before it. An article appears at most CHECK_MS after its time.
const CHECK_MS = 15_000;

/**
 * Claims the published articles whose time has come and that no instance announced yet, and
 * outdates every cached page and read if there were any, in one transaction: a process that stops between
 * the two leaves the articles unclaimed for the next check. Returns how many it claimed.
 */
export async function announceDueArticles(): Promise<number> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(articles)
      .set({ announcedAt: sql`now()` })
      .where(and(eq(articles.status, 'published'), lte(articles.publishedAt, sql`now()`), isNull(articles.announcedAt)))
      .returning({ id: articles.id });
    if (claimed.length > 0) await publicContentChanged();
    return claimed.length;
  });
}

const globalForScheduler = globalThis as typeof globalThis & { __studioArticleScheduler?: NodeJS.Timeout };

export function startArticleScheduler(): void {
  globalForScheduler.__studioArticleScheduler ??= setInterval(() => {
    inSpan('journal scheduled publishing', {}, () => announceDueArticles()).catch((error: unknown) =>
      log.error({ area: 'journal', err: error }, 'scheduled articles could not be announced'),
    );
  }, CHECK_MS).unref();
}

export function stopArticleScheduler(): void {
  clearInterval(globalForScheduler.__studioArticleScheduler);
  globalForScheduler.__studioArticleScheduler = undefined;
}
