import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import { projects, type ProjectRow } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { PROJECT_LIMITS } from '@/lib/projects/input';
import { SLUG_PATTERN } from '@/lib/projects/slug';
import { cachedRead } from './cache';
import { pick } from './localize';
import { TAGS } from './tags';
import type { Project } from './types';

export function toProject(row: ProjectRow, locale: Locale): Project {
  return {
    id: row.id,
    slug: row.slug,
    title: pick(locale, row.title, row.titleNo),
    category: row.category,
    featured: row.featured,
    hero_image: row.heroImage,
    image_url: row.imageUrl,
    short_description: pick(locale, row.shortDescription, row.shortDescriptionNo),
    description: row.description,
    full_description: pick(locale, row.fullDescription, row.fullDescriptionNo),
    client_name: row.clientName,
    completion_date: row.completionDate?.toISOString() ?? null,
    year: row.year,
    project_timeline: pick(locale, row.projectTimeline, row.projectTimelineNo),
    video_url: row.videoUrl,
    image_gallery: row.imageGallery,
    hero_image_alt: pick(locale, row.heroImageAlt, row.heroImageAltNo),
    image_gallery_alt: row.imageGallery.map((_, index) => pick(locale, row.imageGalleryAlt[index] ?? '', row.imageGalleryAltNo[index])),
    tags: row.tags,
    seo_title: pick(locale, row.seoTitle, row.seoTitleNo),
    seo_description: pick(locale, row.seoDescription, row.seoDescriptionNo),
    created_at: row.createdAt.toISOString(),
  };
}

const newestFirst = [desc(sql`coalesce(${projects.completionDate}, ${projects.createdAt})`), desc(projects.createdAt)];

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
  const isSlug = slugOrId.length <= PROJECT_LIMITS.slug && SLUG_PATTERN.test(slugOrId);
  if (!isSlug && !isUuid(slugOrId)) return null;
  const id = slugOrId.toLowerCase();
  return (await getProjects(locale)).find((project) => project.slug === slugOrId || project.id === id) ?? null;
}
