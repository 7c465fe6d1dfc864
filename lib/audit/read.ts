import 'server-only';
import { and, asc, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { adminAudit, adminUsers, type AdminAuditRow } from '@/lib/db/schema';
import { calendarDaySchema } from '@/lib/dates/calendar';
import { z } from '@/lib/zod';

const PAGE_SIZE = 50;
/** The export's bound: a year of a small team's work fits many times over. */
const EXPORT_MAX_ROWS = 50_000;

export const auditQuerySchema = z.object({
  user: z.guid('user is the id of a person').optional(),
  entity: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z-]+$/, 'entity is a kind of record such as project')
    .optional(),
  from: calendarDaySchema.optional(),
  to: calendarDaySchema.optional(),
  /** The cursor of the next page: the id of the last entry shown. */
  before: z.coerce.number().int().positive().optional(),
});

export type AuditQuery = z.infer<typeof auditQuerySchema>;

function conditions(query: AuditQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    query.user ? eq(adminAudit.userId, query.user) : undefined,
    query.entity ? eq(adminAudit.entity, query.entity) : undefined,
    // Days are the studio's UTC days, as the export's timestamps are.
    query.from ? gte(adminAudit.at, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(adminAudit.at, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000)) : undefined,
    query.before ? lt(adminAudit.id, query.before) : undefined,
  ];
  return and(...parts);
}

export const auditView = (row: AdminAuditRow) => ({
  id: row.id,
  at: row.at.toISOString(),
  user_id: row.userId,
  username: row.username,
  action: row.action,
  entity: row.entity,
  entity_id: row.entityId,
  fields: row.fields,
});

export async function readAuditPage(query: AuditQuery) {
  const db = await getDb();
  const [rows, entities, users] = await Promise.all([
    db
      .select()
      .from(adminAudit)
      .where(conditions(query))
      .orderBy(desc(adminAudit.id))
      .limit(PAGE_SIZE + 1),
    db.selectDistinct({ entity: adminAudit.entity }).from(adminAudit).orderBy(asc(adminAudit.entity)),
    db.select({ id: adminUsers.id, username: adminUsers.username }).from(adminUsers).orderBy(asc(adminUsers.username)),
  ]);
  const shown = rows.slice(0, PAGE_SIZE);
  return {
    entries: shown.map(auditView),
    next: rows.length > PAGE_SIZE ? String(shown.at(-1)!.id) : null,
    entities: entities.map((row) => row.entity),
    users,
  };
}

export async function exportAudit(query: AuditQuery): Promise<AdminAuditRow[]> {
  const db = await getDb();
  return db.select().from(adminAudit).where(conditions(query)).orderBy(desc(adminAudit.id)).limit(EXPORT_MAX_ROWS);
}
