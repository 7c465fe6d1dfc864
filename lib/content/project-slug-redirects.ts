import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { projects, projectSlugHistory } from '@/lib/db/schema';
import { cachedRead } from './cache';
import { TAGS } from './tags';

/** Old slug → current slug, published projects only (a redirect would reveal a draft); one cached map. */
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

export async function currentSlugFor(oldSlug: string): Promise<string | null> {
  const redirects = await getSlugRedirects();
  return Object.hasOwn(redirects, oldSlug) ? redirects[oldSlug]! : null;
}
