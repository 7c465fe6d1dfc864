import 'server-only';
import { desc, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { projects, type ProjectRow } from '@/lib/db/schema';
import type { AdminProject } from '@/lib/projects/input';

/** A stored project with both languages, as the admin edits it. */
export function toAdminProject(row: ProjectRow): AdminProject {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    title_no: row.titleNo,
    category: row.category,
    featured: row.featured,
    hero_image: row.heroImage,
    image_url: row.imageUrl,
    short_description: row.shortDescription,
    short_description_no: row.shortDescriptionNo,
    description: row.description,
    full_description: row.fullDescription,
    full_description_no: row.fullDescriptionNo,
    client_name: row.clientName,
    completion_date: row.completionDate?.toISOString() ?? null,
    year: row.year,
    project_timeline: row.projectTimeline,
    project_timeline_no: row.projectTimelineNo,
    video_url: row.videoUrl,
    image_gallery: row.imageGallery,
    tags: row.tags,
    created_at: row.createdAt.toISOString(),
  };
}

/** Every project, newest record first, straight from the database (never cached: the admin edits it). */
export async function listAdminProjects(): Promise<AdminProject[]> {
  const db = await getDb();
  const rows = await db.select().from(projects).orderBy(desc(projects.createdAt), desc(sql`${projects.id}`));
  return rows.map(toAdminProject);
}
