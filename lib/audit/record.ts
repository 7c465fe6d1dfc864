import 'server-only';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import { getDb, type Database, type Transaction } from '@/lib/db/client';
import { adminAudit } from '@/lib/db/schema';
import type { AuditAction, AuditEntity } from './vocabulary';

export type { AuditAction, AuditEntity };

// The audit trail (docs/admin.md#audit-trail): who did what to which record, and which fields it
// touched. Only field names are kept, never values, so no password, secret or code reaches it.

export interface AuditActor {
  id: string;
  username: string;
}

export interface AuditEntry {
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | null;
  fields?: string[];
}

export const AUDIT_KEEP_DAYS = 365;

/** Saves of one record by one person this close together are one entry (the page editor autosaves every few seconds). */
const BURST_MS = 10 * 60_000;

async function joinBurst(db: Database | Transaction, actor: AuditActor, entry: AuditEntry): Promise<boolean> {
  if (entry.action !== 'update' || !entry.entityId) return false;
  const [last] = await db
    .select({ id: adminAudit.id, fields: adminAudit.fields })
    .from(adminAudit)
    .where(
      and(
        eq(adminAudit.userId, actor.id),
        eq(adminAudit.entity, entry.entity),
        eq(adminAudit.entityId, entry.entityId),
        eq(adminAudit.action, 'update'),
        gt(adminAudit.at, new Date(Date.now() - BURST_MS)),
      ),
    )
    .orderBy(desc(adminAudit.id))
    .limit(1);
  if (!last) return false;
  const fields = [...new Set([...last.fields, ...(entry.fields ?? [])])].sort();
  await db.update(adminAudit).set({ at: new Date(), fields }).where(eq(adminAudit.id, last.id));
  return true;
}

export async function recordAudit(actor: AuditActor, entry: AuditEntry, tx?: Database | Transaction): Promise<void> {
  const db = tx ?? (await getDb());
  if (await joinBurst(db, actor, entry)) return;
  await db.insert(adminAudit).values({
    userId: actor.id,
    username: actor.username,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    fields: [...new Set(entry.fields ?? [])].sort(),
  });
}

/** Entries older than a year go (run with the outbox's daily clean-up). */
export async function deleteOldAudit(now = new Date()): Promise<void> {
  const db = await getDb();
  await db.delete(adminAudit).where(lt(adminAudit.at, new Date(now.getTime() - AUDIT_KEEP_DAYS * 86_400_000)));
}
