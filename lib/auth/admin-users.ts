import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { adminSessions, adminUsers, type AdminUserRow } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import { hashPassword, verifyPassword } from './password';

/**
 * Makes the database's admin match the configuration (ADMIN_USERNAME / ADMIN_PASSWORD): created
 * on first start, its hash replaced when the configured password changes. A changed password
 * also ends every open session. The configuration is the one place the password is managed.
 */
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

// On the global object: Next bundles this module more than once (the start-up hook, the pages,
// the route handlers), and the account is checked once per process, not once per copy.
const globalForAccount = globalThis as typeof globalThis & { __studioAdminAccountSync?: Promise<void> };

/**
 * ensureAdminUser, once per process. The server starts it without waiting, since checking the
 * stored hash against the configured password is a scrypt hash (about half a second) that would
 * hold back readiness at every restart; whatever relies on the stored account (a sign-in, a
 * session) waits for it, so a changed password is in force, and the sessions it ends are ended,
 * before either is honoured. A failed check is tried again by the next caller.
 */
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
