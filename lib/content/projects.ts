import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { localize, localizeEach } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import { projects, type ProjectRow } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { projectDescription } from '@/lib/projects/fields';
import { SLUG_PATTERN } from '@/lib/forms/slug';
import { cachedRead } from './cache';
import { TAGS } from './tags';
import type { Project } from './types';

export function toProject(row: ProjectRow, locale: Locale): Project {
  return {
    id: row.id,
    slug: row.slug,
    title: localize(row.title, locale),
    category: row.category,
    featured: row.featured,
    hero_image: row.heroImage,
    image_url: row.imageUrl,
    short_description: localize(row.shortDescription, locale),
    description: row.description,
    full_description: localize(row.fullDescription, locale),
    client_name: row.clientName,
    completion_date: row.completionDate?.toISOString() ?? null,
    year: row.year,
    project_timeline: localize(row.projectTimeline, locale),
    video_url: row.videoUrl,
    image_gallery: row.imageGallery,
    hero_image_alt: localize(row.heroImageAlt, locale),
    image_gallery_alt: localizeEach(row.imageGalleryAlt, locale, row.imageGallery.length),
    image_gallery_caption: localizeEach(row.imageGalleryCaption, locale, row.imageGallery.length),
    tags: row.tags,
    seo_title: localize(row.seoTitle, locale),
    seo_description: localize(row.seoDescription, locale),
    created_at: row.createdAt.toISOString(),
  };
}

// Newest work first: by the year it was finished (its completion date's, else its year field), then
// by the date itself; a project with neither counts from when it was added.
const finishedYear = sql`coalesce(extract(year from ${projects.completionDate})::int, ${projects.year}, extract(year from ${projects.createdAt})::int)`;
const newestFirst = [desc(finishedYear), desc(sql`coalesce(${projects.completionDate}, ${projects.createdAt})`), desc(projects.createdAt)];

// Drafts are the admin's alone: every public read (pages, API, sitemap, JSON-LD) starts here.
const isPublished = eq(projects.status, 'published');

async function readProjects(locale: Locale): Promise<Project[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(projects)
    .where(isPublished)
    .orderBy(...newestFirst);
  return rows.map((row) => toProject(row, locale));
}

async function readFeaturedProjects(locale: Locale): Promise<Project[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(projects)
    .where(and(isPublished, eq(projects.featured, true)))
    .orderBy(...newestFirst);
  return rows.map((row) => toProject(row, locale));
}

export const getProjects = cachedRead(readProjects, ['projects'], [TAGS.projects]);
export const getFeaturedProjects = cachedRead(readFeaturedProjects, ['projects', 'featured'], [TAGS.projects]);

/** By slug, or by id (older links), from the cached list: made-up addresses add no cache entry. */
export async function getProject(slugOrId: string, locale: Locale): Promise<Project | null> {
  const isSlug = slugOrId.length <= projectDescription.fields.slug.max && SLUG_PATTERN.test(slugOrId);
  if (!isSlug && !isUuid(slugOrId)) return null;
  const id = slugOrId.toLowerCase();
  return (await getProjects(locale)).find((project) => project.slug === slugOrId || project.id === id) ?? null;
}
