import 'server-only';
import { lt } from 'drizzle-orm';
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

export async function recordAudit(actor: AuditActor, entry: AuditEntry, tx?: Database | Transaction): Promise<void> {
  const db = tx ?? (await getDb());
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
