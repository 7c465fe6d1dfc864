import 'server-only';
import { desc, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { projects, type ProjectRow } from '@/lib/db/schema';
import type { AdminProject } from '@/lib/projects/input';
import { toAdminRecord } from './translation-status';

export const toAdminProject = (row: ProjectRow): AdminProject => toAdminRecord(projects, row);

export async function listAdminProjects(): Promise<AdminProject[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(projects)
    .orderBy(desc(projects.createdAt), desc(sql`${projects.id}`));
  return rows.map(toAdminProject);
}
