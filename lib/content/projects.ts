import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import { projects, type ProjectRow } from '@/lib/db/schema';
import { isStorableText } from '@/lib/db/text';
import { cachedRead } from './cache';
import { pick } from './localize';
import { TAGS } from './tags';
import type { Project } from './types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
    tags: row.tags,
    created_at: row.createdAt.toISOString(),
  };
}

// Newest work first: completion date when known, otherwise when the record was made.
const newestFirst = [desc(sql`coalesce(${projects.completionDate}, ${projects.createdAt})`), desc(projects.createdAt)];

async function readProjects(locale: Locale): Promise<Project[]> {
  const db = await getDb();
  const rows = await db.select().from(projects).orderBy(...newestFirst);
  return rows.map((row) => toProject(row, locale));
}

async function readFeaturedProjects(locale: Locale): Promise<Project[]> {
  const db = await getDb();
  const rows = await db.select().from(projects).where(eq(projects.featured, true)).orderBy(...newestFirst);
  return rows.map((row) => toProject(row, locale));
}

/** A project by slug, or by id (older links used ids). */
async function readProject(slugOrId: string, locale: Locale): Promise<Project | null> {
  // Text the database cannot hold (a NUL from `%00`) names no project; as a parameter it would fail the query.
  if (!isStorableText(slugOrId)) return null;
  const db = await getDb();
  const bySlug = await db.select().from(projects).where(eq(projects.slug, slugOrId)).limit(1);
  const row = bySlug[0] ?? (UUID.test(slugOrId) ? (await db.select().from(projects).where(eq(projects.id, slugOrId)).limit(1))[0] : undefined);
  return row ? toProject(row, locale) : null;
}

export const getProjects = cachedRead(readProjects, ['projects'], [TAGS.projects]);
export const getFeaturedProjects = cachedRead(readFeaturedProjects, ['projects', 'featured'], [TAGS.projects]);
export const getProject = cachedRead(readProject, ['projects', 'one'], [TAGS.projects]);
