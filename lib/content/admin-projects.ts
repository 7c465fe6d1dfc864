import 'server-only';
import { desc, sql } from 'drizzle-orm';
import { toApiRecord } from '@/lib/db/column-names';
import { getDb } from '@/lib/db/client';
import { projects, type ProjectRow } from '@/lib/db/schema';
import type { AdminProject } from '@/lib/projects/input';

export const toAdminProject = (row: ProjectRow): AdminProject => toApiRecord(projects, row);

export async function listAdminProjects(): Promise<AdminProject[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(projects)
    .orderBy(desc(projects.createdAt), desc(sql`${projects.id}`));
  return rows.map(toAdminProject);
}
