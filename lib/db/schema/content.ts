import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin';
import { bytea, createdAt, localizedList, localizedText, translationBasis, updatedAt } from './columns';

// What the studio shows: projects (case studies), testimonials and the images uploaded for them.

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: localizedText('title').notNull(),
    category: text('category').notNull(),
    featured: boolean('featured').notNull().default(false),
    heroImage: text('hero_image'),
    // Legacy fields of the original content backend, kept so imported records keep their data.
    imageUrl: text('image_url'),
    description: text('description'),
    shortDescription: localizedText('short_description').notNull(),
    fullDescription: localizedText('full_description').notNull(),
    clientName: text('client_name'),
    completionDate: timestamp('completion_date', { withTimezone: true }),
    year: integer('year'),
    projectTimeline: localizedText('project_timeline'),
    videoUrl: text('video_url'),
    imageGallery: text('image_gallery')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Alt text per gallery image, by position in image_gallery (the API keeps the gallery a
    // list of addresses, so the texts sit beside it rather than inside it).
    imageGalleryAlt: localizedList('image_gallery_alt'),
    // A caption per gallery image, by position, shown under it on the case study.
    imageGalleryCaption: localizedList('image_gallery_caption'),
    heroImageAlt: localizedText('hero_image_alt'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Drafts are seen by the signed-in admin only (preview); public readers list published ones.
    status: text('status').notNull().default('published'),
    translationBasis: translationBasis(),
    // Overrides of the page's <title> and meta description; null uses the title and short description.
    seoTitle: localizedText('seo_title'),
    seoDescription: localizedText('seo_description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('projects_featured_idx').on(t.featured), check('projects_status_known', sql`${t.status} in ('draft', 'published')`)],
);

// Every slug a project was published under before its current one: the old address answers a
// permanent redirect, so shared links and search results keep working after a rename.
export const projectSlugHistory = pgTable(
  'project_slug_history',
  {
    slug: text('slug').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('project_slug_history_project_idx').on(t.projectId)],
);

// Unsaved edits an admin asked to preview: one row per admin (each preview replaces the last), so
// previews cannot pile up. `values` is the project form's body, validated like a save.
export const projectPreviews = pgTable('project_previews', {
  adminUserId: uuid('admin_user_id')
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: 'cascade' }),
  values: jsonb('values').notNull(),
  createdAt: createdAt(),
});

export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientName: text('client_name').notNull(),
    role: localizedText('role').notNull(),
    company: text('company').notNull(),
    projectType: localizedText('project_type').notNull(),
    testimonial: localizedText('testimonial').notNull(),
    rating: integer('rating').notNull(),
    featured: boolean('featured').notNull().default(false),
    // The admin's display order, ascending; equal values list the newer testimonial first, so a
    // new one (0) leads the list until the admin orders it.
    sortOrder: integer('sort_order').notNull().default(0),
    translationBasis: translationBasis(),
    createdAt: createdAt(),
  },
  (t) => [check('testimonials_rating_range', sql`${t.rating} between 1 and 5`)],
);

// Uploaded images live in the database (re-encoded, metadata stripped), so every app instance
// serves them and a backup of the database holds the whole site.
export const uploadedImages = pgTable('uploaded_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

export type ProjectRow = typeof projects.$inferSelect;
export type NewProjectRow = typeof projects.$inferInsert;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type NewTestimonialRow = typeof testimonials.$inferInsert;
export type ProjectSlugHistoryRow = typeof projectSlugHistory.$inferSelect;
export type UploadedImageRow = typeof uploadedImages.$inferSelect;
