import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { projects, projectSlugHistory } from '@/lib/db/schema';
import { cachedRead } from './cache';
import { TAGS } from './tags';

/**
 * Old slug → current slug, for published projects only (a redirect to a draft would reveal it).
 * One cached map for the whole history, expired with the project list (TAGS.projects): asking
 * about made-up slugs costs no query and adds no cache entry.
 */
async function readSlugRedirects(): Promise<Record<string, string>> {
  const db = await getDb();
  const rows = await db
    .select({ old: projectSlugHistory.slug, current: projects.slug })
    .from(projectSlugHistory)
    .innerJoin(projects, eq(projectSlugHistory.projectId, projects.id))
    .where(eq(projects.status, 'published'));
  return Object.fromEntries(rows.map((row) => [row.old, row.current]));
}

const getSlugRedirects = cachedRead(readSlugRedirects, ['projects', 'slug-redirects'], [TAGS.projects]);

/** The slug a published project now uses in place of `oldSlug`, or null. */
export async function currentSlugFor(oldSlug: string): Promise<string | null> {
  const redirects = await getSlugRedirects();
  return Object.hasOwn(redirects, oldSlug) ? redirects[oldSlug]! : null;
}
