import 'server-only';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { isSet, localize, type LocalizedText } from '@/i18n/localized';
import { routing, type Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import { articles, type ArticleRow } from '@/lib/db/schema';
import { SLUG_PATTERN } from '@/lib/forms/slug';
import { articleDescription } from '@/lib/journal/fields';
import { readingMinutes } from '@/lib/journal/reading-time';
import { cachedRead } from './cache';
import { TAGS } from './tags';

/** An article as a reader in one language gets it. */
export interface Article {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  cover_image: string;
  cover_image_alt: string | null;
  body: string;
  category: string;
  tags: string[];
  author: string;
  related_project_ids: string[];
  related_product_ids: string[];
  published_at: string;
  updated_at: string;
  reading_minutes: number;
  /** The languages it is written in (title, excerpt and body): only these have a page of their own. */
  languages: Locale[];
  seo_title: string | null;
  seo_description: string | null;
}

const written = (row: ArticleRow, locale: Locale) => [row.title, row.excerpt, row.body].every((text: LocalizedText) => isSet(text[locale]));

export function toArticle(row: ArticleRow, locale: Locale): Article {
  const body = localize(row.body, locale);
  return {
    id: row.id,
    slug: row.slug,
    title: localize(row.title, locale),
    excerpt: localize(row.excerpt, locale),
    cover_image: row.coverImage,
    cover_image_alt: localize(row.coverImageAlt, locale),
    body,
    category: row.category,
    tags: row.tags,
    author: row.author,
    related_project_ids: row.relatedProjectIds,
    related_product_ids: row.relatedProductIds,
    // Public reads keep to published rows, which always have a time (a check of the table).
    published_at: (row.publishedAt ?? row.createdAt).toISOString(),
    updated_at: row.updatedAt.toISOString(),
    reading_minutes: readingMinutes(body),
    languages: routing.locales.filter((language) => written(row, language)),
    seo_title: localize(row.seoTitle, locale),
    seo_description: localize(row.seoDescription, locale),
  };
}

// Drafts and scheduled articles are the admin's alone until their time: every public read (pages,
// feeds, sitemap) starts here. The journal's scheduler outdates the cached list when one comes due.
const isPublic = () => and(eq(articles.status, 'published'), lte(articles.publishedAt, sql`now()`));

async function readArticles(locale: Locale): Promise<Article[]> {
  const db = await getDb();
  const rows = await db.select().from(articles).where(isPublic()).orderBy(desc(articles.publishedAt), desc(articles.createdAt));
  return rows.map((row) => toArticle(row, locale));
}

/** Every public article, newest first, in `locale` (or the default language's text where it has none). */
export const getArticles = cachedRead(readArticles, ['articles'], [TAGS.articles]);

/** By slug, from the cached list: made-up addresses add no cache entry. */
export async function getArticle(slug: string, locale: Locale): Promise<Article | null> {
  if (slug.length > articleDescription.fields.slug.max || !SLUG_PATTERN.test(slug)) return null;
  return (await getArticles(locale)).find((article) => article.slug === slug) ?? null;
}

/** The articles written in `locale`, newest first: the ones with a page in that language (lists, feeds, sitemap). */
export async function getArticlesWrittenIn(locale: Locale): Promise<Article[]> {
  return (await getArticles(locale)).filter((article) => article.languages.includes(locale));
}
