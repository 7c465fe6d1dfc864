import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { projects, type NewProjectRow } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { badRequest, HttpError, notFound } from '@/lib/http';
import type { AdminProject, ParsedProjectInput } from '@/lib/projects/input';
import { sanitizeRichText } from '@/lib/rich-text/sanitize';
import { toAdminProject } from './admin-projects';
import { refreshPublicContent } from './revalidate';
import { TAGS } from './tags';

const hasText = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '';

/** Rich text is stored sanitized (and sanitized again when rendered): what is kept is what shows. */
function toRow(input: ParsedProjectInput): Omit<NewProjectRow, 'id' | 'createdAt'> {
  const fullDescription = sanitizeRichText(input.full_description);
  if (!hasText(fullDescription)) throw badRequest('full_description: Full description is required');
  const fullDescriptionNo = input.full_description_no ? sanitizeRichText(input.full_description_no) : null;
  return {
    slug: input.slug,
    title: input.title,
    titleNo: input.title_no,
    category: input.category,
    featured: input.featured,
    heroImage: input.hero_image,
    shortDescription: input.short_description,
    shortDescriptionNo: input.short_description_no,
    fullDescription,
    fullDescriptionNo: fullDescriptionNo && hasText(fullDescriptionNo) ? fullDescriptionNo : null,
    clientName: input.client_name,
    completionDate: input.completion_date,
    year: input.year,
    projectTimeline: input.project_timeline,
    projectTimelineNo: input.project_timeline_no,
    videoUrl: input.video_url,
    imageGallery: input.image_gallery,
    tags: input.tags,
    updatedAt: new Date(),
  };
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
    if (isSlugTaken(error)) throw new HttpError(409, `Another project already uses the slug "${slug}"`);
    throw error;
  }
}

export async function createProject(input: ParsedProjectInput): Promise<AdminProject> {
  const db = await getDb();
  const [row] = await saving(input.slug, () => db.insert(projects).values(toRow(input)).returning());
  refreshPublicContent(TAGS.projects);
  return toAdminProject(row!);
}

export async function updateProject(id: string, input: ParsedProjectInput): Promise<AdminProject> {
  if (!isUuid(id)) throw notFound('Project not found');
  const db = await getDb();
  const [row] = await saving(input.slug, () => db.update(projects).set(toRow(input)).where(eq(projects.id, id)).returning());
  if (!row) throw notFound('Project not found');
  refreshPublicContent(TAGS.projects);
  return toAdminProject(row);
}

export async function deleteProject(id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('Project not found');
  const db = await getDb();
  const deleted = await db.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id });
  if (deleted.length === 0) throw notFound('Project not found');
  refreshPublicContent(TAGS.projects);
}
