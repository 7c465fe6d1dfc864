import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { adminSessions, adminUsers, type AdminUserRow } from '@/lib/db/schema';
import { adminAccountInSync } from './admin-users';
import { readToken, signToken, TOKEN_LIFETIME_SECONDS } from './token';

export interface AdminIdentity {
  id: string;
  username: string;
}

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

export async function openSession(user: AdminUserRow): Promise<IssuedSession> {
  const db = await getDb();
  const now = Date.now();
  const expiresAt = new Date(now + TOKEN_LIFETIME_SECONDS * 1000);
  const sessionId = randomUUID();
  // Expired rows are of no use to anyone; sign-ins are rare, so this is where they are swept.
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, new Date(now)));
  await db.insert(adminSessions).values({ id: sessionId, userId: user.id, expiresAt });
  return { token: await signToken({ subject: user.username, sessionId, expiresAt }), expiresAt };
}

export async function resolveSession(token: string): Promise<AdminIdentity | null> {
  const claims = await readToken(token);
  if (!claims) return null;
  await adminAccountInSync();
  const db = await getDb();
  const [row] = await db
    .select({ id: adminUsers.id, username: adminUsers.username })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminSessions.userId, adminUsers.id))
    .where(and(eq(adminSessions.id, claims.sessionId), isNull(adminSessions.revokedAt), gt(adminSessions.expiresAt, new Date())))
    .limit(1);
  return row && row.username === claims.subject ? { id: row.id, username: row.username } : null;
}

export async function revokeSession(token: string): Promise<void> {
  const claims = await readToken(token);
  if (!claims) return;
  const db = await getDb();
  await db
    .update(adminSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(adminSessions.id, claims.sessionId), isNull(adminSessions.revokedAt)));
}
