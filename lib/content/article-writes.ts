import 'server-only';
import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, type LocalizedText } from '@/i18n/localized';
import { getDb, type Transaction } from '@/lib/db/client';
import { articles, articleSlugHistory, type ArticleRow } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { adminRefusal } from '@/lib/http/refusal';
import { badRequest, notFound } from '@/lib/http/responses';
import type { AdminArticle, ParsedArticleInput } from '@/lib/journal/input';
import { richTextIsEmpty } from '@/lib/rich-text/empty';
import { toAdminArticle } from './admin-articles';
import { refreshPublicContent } from './revalidate';
import { TAGS } from './tags';
import { nextBasis } from './translation-status';

// The admin's article writes (docs/behaviour.md#journal): like a project's, a new slug keeps the
// old one in the history, so the old address redirects; unlike a project, an article may not take
// a slug another article was published under, which would take that article's old address away.

const NOT_FOUND = 'Article not found';

type ArticleValues = ParsedArticleInput & Pick<ArticleRow, 'announcedAt' | 'updatedAt'>;

const isPublicAt = (row: Pick<ArticleRow, 'status' | 'publishedAt'>, now: Date) =>
  row.status === 'published' && row.publishedAt !== null && row.publishedAt <= now;

/** A published article given no time is published now; one published before keeps its time. */
function publicationTime(input: ParsedArticleInput, stored: ArticleRow | null, now: Date): Date | null {
  if (input.publishedAt || input.status !== 'published') return input.publishedAt;
  return stored?.status === 'published' && stored.publishedAt ? stored.publishedAt : now;
}

function toValues(input: ParsedArticleInput, stored: ArticleRow | null, now: Date): ArticleValues {
  // The schema stored the body sanitized; a translation that is empty once sanitized falls back to the default language.
  const body: LocalizedText = {};
  for (const [locale, html] of Object.entries(input.body) as [keyof LocalizedText, string | undefined][])
    if (html && !richTextIsEmpty(html)) body[locale] = html;
  if (!body[DEFAULT_LOCALE]) throw badRequest('body: must not be empty');
  const values = { ...input, body, publishedAt: publicationTime(input, stored, now) };
  // Public from this save on: the save outdates the cached pages itself. A time ahead is left for the
  // journal's scheduler to announce when it comes (lib/db/schema/journal.ts, announced_at).
  const announcedAt = isPublicAt(values, now) ? (stored?.announcedAt ?? now) : null;
  return { ...values, announcedAt, updatedAt: now };
}

// Postgres reports a unique violation as 23505; drizzle wraps the driver's error in `cause`.
function isSlugTaken(error: unknown): boolean {
  const codes = [error, (error as { cause?: unknown })?.cause].map((e) => (e as { code?: string } | undefined)?.code);
  return codes.includes('23505');
}

async function saving<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isSlugTaken(error))
      throw adminRefusal(409, 'articleSlugTaken', `slug: another article already uses "${slug}"`, { field: 'slug', slug });
    throw error;
  }
}

/**
 * `slug` for the article `id` (null: a new one): refused while it is another article's old
 * address; the article's own old slug, taken back, leaves the history.
 */
async function claimSlug(tx: Transaction, slug: string, id: string | null) {
  const [old] = await tx.select().from(articleSlugHistory).where(eq(articleSlugHistory.slug, slug));
  if (!old) return;
  if (old.articleId !== id)
    throw adminRefusal(409, 'articleSlugUsedBefore', `slug: another article was published as "${slug}", and its old address leads there`, {
      field: 'slug',
      slug,
    });
  await tx.delete(articleSlugHistory).where(eq(articleSlugHistory.slug, slug));
}

export async function createArticle(input: ParsedArticleInput): Promise<AdminArticle> {
  const values = toValues(input, null, new Date());
  const db = await getDb();
  const row = await saving(values.slug, () =>
    db.transaction(async (tx) => {
      await claimSlug(tx, values.slug, null);
      const [inserted] = await tx
        .insert(articles)
        .values({ ...values, translationBasis: nextBasis(articles, values, null) })
        .returning();
      return inserted!;
    }),
  );
  await refreshPublicContent(TAGS.articles);
  return toAdminArticle(row);
}

/** A new slug keeps the old one in the history in the same transaction, if readers knew it: the old address redirects at once. */
export async function updateArticle(id: string, input: ParsedArticleInput): Promise<AdminArticle> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const db = await getDb();
  const row = await saving(input.slug, () =>
    db.transaction(async (tx) => {
      // Locked, so two renames of one article record the slug each of them replaced; the basis
      // compares the translations with the ones this save replaces.
      const [stored] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
      if (!stored) throw notFound(NOT_FOUND);
      const now = new Date();
      const values = toValues(input, stored, now);
      if (stored.slug !== values.slug) {
        await claimSlug(tx, values.slug, id);
        // A draft's or a scheduled article's slug was nobody's address: it stays free for others.
        if (isPublicAt(stored, now))
          await tx
            .insert(articleSlugHistory)
            .values({ slug: stored.slug, articleId: id })
            .onConflictDoUpdate({ target: articleSlugHistory.slug, set: { articleId: id, createdAt: now } });
      }
      const [updated] = await tx
        .update(articles)
        .set({ ...values, translationBasis: nextBasis(articles, values, stored) })
        .where(eq(articles.id, id))
        .returning();
      return updated!;
    }),
  );
  await refreshPublicContent(TAGS.articles);
  return toAdminArticle(row);
}

/** Its old slugs go with it (the history cascades): their addresses answer 404, free for another article. */
export async function deleteArticle(id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const db = await getDb();
  const deleted = await db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
  if (deleted.length === 0) throw notFound(NOT_FOUND);
  await refreshPublicContent(TAGS.articles);
}
