import 'server-only';
import { eq } from 'drizzle-orm';
import { draftMode } from 'next/headers';
import type { Locale } from '@/i18n/routing';
import { getSignedInAdmin } from '@/lib/auth/current-admin';
import { getDb } from '@/lib/db/client';
import { projectPreviews, projects, type ProjectRow } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import { projectInputSchema, type ParsedProjectInput } from '@/lib/projects/input';
import { toRow } from './project-writes';
import { toProject } from './projects';
import type { Project } from './types';

// Previews (Next's draft mode): the signed-in admin sees a stored draft, or unsaved edits of any
// project, on the public page before anyone else can. Nothing here is cached: each answer is one
// admin's, and Next renders draft-mode requests per request without storing them.

/** Keeps `input` (validated like a save) as the admin's one preview, replacing the previous one. */
export async function savePreview(adminUserId: string, input: ParsedProjectInput): Promise<void> {
  toRow(input); // The same refusals as a save (e.g. a description that sanitizes to nothing).
  const db = await getDb();
  const values = JSON.parse(JSON.stringify(input)) as Record<string, unknown>;
  await db
    .insert(projectPreviews)
    .values({ adminUserId, values })
    .onConflictDoUpdate({ target: projectPreviews.adminUserId, set: { values, createdAt: new Date() } });
}

/** Forgets the admin's unsaved edits, so a preview of `slug` shows what is stored. */
export async function clearPreview(adminUserId: string): Promise<void> {
  const db = await getDb();
  await db.delete(projectPreviews).where(eq(projectPreviews.adminUserId, adminUserId));
}

/** The admin's unsaved edits as a stored row would hold them, if they are of the project at `slug`. */
async function editsOf(adminUserId: string, slug: string): Promise<ProjectRow | null> {
  const db = await getDb();
  const [preview] = await db.select().from(projectPreviews).where(eq(projectPreviews.adminUserId, adminUserId));
  if (!preview) return null;
  // Checked again: the rules may have changed since it was stored.
  const parsed = projectInputSchema(getEnv().VIDEO_EMBED_HOSTS).safeParse(preview.values);
  if (!parsed.success || parsed.data.slug !== slug) return null;
  const [stored] = await db.select().from(projects).where(eq(projects.slug, slug));
  const now = new Date();
  return { id: stored?.id ?? '00000000-0000-4000-8000-000000000000', imageUrl: null, description: null, createdAt: stored?.createdAt ?? now, ...toRow(parsed.data), updatedAt: now };
}

async function storedBySlug(slug: string): Promise<ProjectRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(projects).where(eq(projects.slug, slug));
  return row ?? null;
}

/**
 * The project at `slug` as the admin previews it: only in draft mode AND with a valid admin
 * session (the draft-mode cookie alone shows nothing); their unsaved edits when they are of this
 * slug, else the stored project whatever its status. Null for everyone else.
 */
export async function previewedProject(locale: Locale, slug: string): Promise<Project | null> {
  if (!(await draftMode()).isEnabled) return null;
  const admin = await getSignedInAdmin();
  if (!admin) return null;
  const row = (await editsOf(admin.id, slug)) ?? (await storedBySlug(slug));
  return row ? toProject(row, locale) : null;
}
