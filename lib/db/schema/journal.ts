import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, localizedText, translationBasis, updatedAt } from './columns';

// The journal: the studio's articles (docs/behaviour.md#journal).

export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: localizedText('title').notNull(),
    // The list's, the feed's and the search result's text.
    excerpt: localizedText('excerpt').notNull(),
    coverImage: text('cover_image').notNull(),
    coverImageAlt: localizedText('cover_image_alt'),
    // Rich text, sanitized when saved (lib/rich-text).
    body: localizedText('body').notNull(),
    category: text('category').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // A person of the about page's team by name (the article shows her photo and role), or any name.
    author: text('author').notNull(),
    // Shown under the article; a related record that is gone or unpublished is left out when read.
    relatedProjectIds: uuid('related_project_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    relatedProductIds: uuid('related_product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    // Readers see a published article from its publication time on: one with a time ahead is scheduled.
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    // When an instance told every instance that the article went public (outdating the journal's
    // cached pages): set once, by whichever instance's scheduler claims it first.
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    translationBasis: translationBasis(),
    seoTitle: localizedText('seo_title'),
    seoDescription: localizedText('seo_description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('articles_public_idx').on(t.status, t.publishedAt),
    check('articles_status_known', sql`${t.status} in ('draft', 'published')`),
    check('articles_published_has_time', sql`${t.status} <> 'published' or ${t.publishedAt} is not null`),
  ],
);

// Every slug an article was published under before its current one: the old address answers a
// permanent redirect, as a project's does.
export const articleSlugHistory = pgTable(
  'article_slug_history',
  {
    slug: text('slug').primaryKey(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('article_slug_history_article_idx').on(t.articleId)],
);

export type ArticleRow = typeof articles.$inferSelect;
export type NewArticleRow = typeof articles.$inferInsert;
