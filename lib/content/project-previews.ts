import 'server-only';
import { eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import { projectPreviews, projects, type ProjectRow } from '@/lib/db/schema';
import type { ParsedProjectInput } from '@/lib/projects/input';
import { toRow, type ProjectValues } from './project-writes';
import { previewingAdmin } from './previewing-admin';
import { toProject } from './projects';
import type { Project } from './types';

// The admin's draft-mode previews (docs/admin.md#admin); nothing here is cached: each answer is one admin's.

export async function savePreview(adminUserId: string, input: ParsedProjectInput): Promise<void> {
  // What a save would store, with the same refusals (e.g. a description that sanitizes to nothing).
  const values = toRow(input);
  const db = await getDb();
  await db
    .insert(projectPreviews)
    .values({ adminUserId, values })
    .onConflictDoUpdate({ target: projectPreviews.adminUserId, set: { values, createdAt: new Date() } });
}

export async function clearPreview(adminUserId: string): Promise<void> {
  const db = await getDb();
  await db.delete(projectPreviews).where(eq(projectPreviews.adminUserId, adminUserId));
}

async function editsOf(adminUserId: string, slug: string): Promise<ProjectRow | null> {
  const db = await getDb();
  const [preview] = await db.select().from(projectPreviews).where(eq(projectPreviews.adminUserId, adminUserId));
  const values = preview?.values as
    (Omit<ProjectValues, 'completionDate' | 'updatedAt'> & { completionDate: string | null; updatedAt: string }) | undefined;
  if (!values || values.slug !== slug) return null;
  const [stored] = await db.select().from(projects).where(eq(projects.slug, slug));
  return {
    ...values,
    id: stored?.id ?? '00000000-0000-4000-8000-000000000000',
    imageUrl: null,
    description: null,
    // A preview is read, not translated: its status is nobody's concern.
    translationBasis: {},
    completionDate: values.completionDate ? new Date(values.completionDate) : null,
    createdAt: stored?.createdAt ?? new Date(),
    updatedAt: new Date(values.updatedAt),
  };
}

async function storedBySlug(slug: string): Promise<ProjectRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(projects).where(eq(projects.slug, slug));
  return row ?? null;
}

/** Only in draft mode AND with an admin session: their unsaved edits of `slug`, else the stored project. */
export async function previewedProject(locale: Locale, slug: string): Promise<Project | null> {
  const admin = await previewingAdmin();
  if (!admin) return null;
  const row = (await editsOf(admin.id, slug)) ?? (await storedBySlug(slug));
  return row ? toProject(row, locale) : null;
}
