import 'server-only';
import { eq, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { adminUsers, type AdminUserRow } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import { hashPassword } from './password';

/**
 * The first start makes ADMIN_USERNAME / ADMIN_PASSWORD the first owner. After that the people
 * keep their own passwords (a changed ADMIN_PASSWORD no longer overwrites one: docs/admin.md#team).
 * An installation from before accounts already has its admin, who became an owner in the migration.
 */
export async function ensureAdminUser(): Promise<void> {
  const env = getEnv();
  const db = await getDb();
  const [anyone] = await db.select({ id: adminUsers.id }).from(adminUsers).limit(1);
  if (anyone) return;
  await db
    .insert(adminUsers)
    .values({
      username: env.ADMIN_USERNAME,
      email: (env.ADMIN_EMAIL ?? env.CONTACT_RECIPIENT ?? env.STUDIO_EMAIL).toLowerCase(),
      role: 'owner',
      passwordHash: await hashPassword(env.ADMIN_PASSWORD),
    })
    .onConflictDoNothing();
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

/** The person who signs in as `login`: their username or their e-mail, in any case. */
export async function findAdminUser(login: string): Promise<AdminUserRow | null> {
  await adminAccountInSync();
  const db = await getDb();
  const key = login.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(adminUsers)
    .where(or(sql`lower(${adminUsers.username}) = ${key}`, eq(adminUsers.email, key)))
    .limit(1);
  return row ?? null;
}
