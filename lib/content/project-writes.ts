import 'server-only';
import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, type LocalizedText } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { getDb, type Transaction } from '@/lib/db/client';
import { projects, projectSlugHistory, type ProjectRow } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { adminRefusal } from '@/lib/http/refusal';
import { badRequest, notFound } from '@/lib/http/responses';
import type { AdminProject, ParsedProjectInput } from '@/lib/projects/input';
import { richTextIsEmpty } from '@/lib/rich-text/empty';
import { sanitizeRichText } from '@/lib/rich-text/sanitize';
import { toAdminProject } from './admin-projects';
import { refreshPublicContent } from './revalidate';
import { nextBasis } from './translation-status';
import { TAGS } from './tags';

export type ProjectValues = Omit<ProjectRow, 'id' | 'createdAt' | 'imageUrl' | 'description' | 'translationBasis'>;

/** Rich text is stored sanitized (and sanitized again when rendered): what is kept is what shows. */
export function toRow(values: ParsedProjectInput): ProjectValues {
  const fullDescription: LocalizedText = {};
  for (const [locale, html] of Object.entries(values.fullDescription) as [Locale, string][]) {
    const clean = sanitizeRichText(html);
    // A translation that is empty once sanitized falls back to the default language.
    if (!richTextIsEmpty(clean)) fullDescription[locale] = clean;
  }
  if (!fullDescription[DEFAULT_LOCALE]) throw badRequest('full_description: must not be empty');
  return { ...values, fullDescription, updatedAt: new Date() };
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
    if (isSlugTaken(error)) throw adminRefusal(409, 'slugTaken', `slug: another project already uses "${slug}"`, { field: 'slug', slug });
    throw error;
  }
}

/** A slug a project now uses is nobody's old address any more: it leaves the history. */
const claimSlug = (tx: Transaction, slug: string) => tx.delete(projectSlugHistory).where(eq(projectSlugHistory.slug, slug));

export async function createProject(input: ParsedProjectInput): Promise<AdminProject> {
  const values = toRow(input);
  const db = await getDb();
  const row = await saving(input.slug, () =>
    db.transaction(async (tx) => {
      await claimSlug(tx, values.slug);
      const [inserted] = await tx
        .insert(projects)
        .values({ ...values, translationBasis: nextBasis(projects, values, null) })
        .returning();
      return inserted!;
    }),
  );
  await refreshPublicContent(TAGS.projects);
  return toAdminProject(row);
}

/** A new slug keeps the old one in the history in the same transaction: the old address redirects at once. */
export async function updateProject(id: string, input: ParsedProjectInput): Promise<AdminProject> {
  if (!isUuid(id)) throw notFound('Project not found');
  const values = toRow(input);
  const db = await getDb();
  const row = await saving(input.slug, () =>
    db.transaction(async (tx) => {
      // Locked, so two renames of one project record the slug each of them replaced.
      // The basis compares the translations with the ones this save replaces.
      const [stored] = await tx.select().from(projects).where(eq(projects.id, id)).for('update');
      if (!stored) return null;
      if (stored.slug !== values.slug) {
        await claimSlug(tx, values.slug);
        await tx
          .insert(projectSlugHistory)
          .values({ slug: stored.slug, projectId: id })
          .onConflictDoUpdate({ target: projectSlugHistory.slug, set: { projectId: id, createdAt: new Date() } });
      }
      const [updated] = await tx
        .update(projects)
        .set({ ...values, translationBasis: nextBasis(projects, values, stored) })
        .where(eq(projects.id, id))
        .returning();
      return updated ?? null;
    }),
  );
  if (!row) throw notFound('Project not found');
  await refreshPublicContent(TAGS.projects);
  return toAdminProject(row);
}

export async function deleteProject(id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('Project not found');
  const db = await getDb();
  const deleted = await db.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id });
  if (deleted.length === 0) throw notFound('Project not found');
  await refreshPublicContent(TAGS.projects);
}
