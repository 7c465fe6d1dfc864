import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin';
import { translationBasis } from './columns';

// The studio's page texts (lib/pages): one row per page key, the draft being edited beside what
// visitors read; each publish keeps a copy in site_page_versions (the last 20 per page).
export const sitePages = pgTable('site_pages', {
  key: text('key').primaryKey(),
  draft: jsonb('draft').notNull(),
  published: jsonb('published').notNull(),
  // Of the draft's translations, as projects keep theirs (lib/content/translation-status.ts).
  translationBasis: translationBasis(),
  draftUpdatedAt: timestamp('draft_updated_at', { withTimezone: true }).notNull().defaultNow(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sitePageVersions = pgTable(
  'site_page_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pageKey: text('page_key')
      .notNull()
      .references(() => sitePages.key, { onDelete: 'cascade' }),
    content: jsonb('content').notNull(),
    /** Who published it; null for versions from before accounts, or a removed person. */
    publishedBy: uuid('published_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('site_page_versions_page_idx').on(t.pageKey, t.publishedAt)],
);

export type SitePageRow = typeof sitePages.$inferSelect;
export type SitePageVersionRow = typeof sitePageVersions.$inferSelect;
