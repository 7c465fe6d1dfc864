import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { adminSessions, adminUsers, type AdminUserRow } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import { hashPassword, verifyPassword } from './password';

/** Makes the stored admin match ADMIN_USERNAME / ADMIN_PASSWORD; a changed password ends every session. */
export async function ensureAdminUser(): Promise<void> {
  const { ADMIN_USERNAME, ADMIN_PASSWORD } = getEnv();
  const db = await getDb();
  const [existing] = await db.select().from(adminUsers).where(eq(adminUsers.username, ADMIN_USERNAME)).limit(1);
  if (!existing) {
    await db
      .insert(adminUsers)
      .values({ username: ADMIN_USERNAME, passwordHash: await hashPassword(ADMIN_PASSWORD) })
      .onConflictDoNothing();
    return;
  }
  if (await verifyPassword(ADMIN_PASSWORD, existing.passwordHash)) return;
  await db.transaction(async (tx) => {
    await tx
      .update(adminUsers)
      .set({ passwordHash: await hashPassword(ADMIN_PASSWORD), updatedAt: new Date() })
      .where(eq(adminUsers.id, existing.id));
    await tx.update(adminSessions).set({ revokedAt: new Date() }).where(eq(adminSessions.userId, existing.id));
  });
}

const globalForAccount = globalThis as typeof globalThis & { __studioAdminAccountSync?: Promise<void> };

/** ensureAdminUser once per process, not awaited at start; sign-ins and sessions wait (docs/decisions/restart-time.md). */
export function adminAccountInSync(): Promise<void> {
  globalForAccount.__studioAdminAccountSync ??= ensureAdminUser().catch((error: unknown) => {
    globalForAccount.__studioAdminAccountSync = undefined;
    throw error;
  });
  return globalForAccount.__studioAdminAccountSync;
}

export async function findAdminUser(username: string): Promise<AdminUserRow | null> {
  await adminAccountInSync();
  const db = await getDb();
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.username, username)).limit(1);
  return row ?? null;
}
