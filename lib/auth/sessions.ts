import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { adminSecuritySettings, adminSessions, adminUsers, type AdminUserRow } from '@/lib/db/schema';
import type { AdminRole } from './roles';
import { adminAccountInSync } from './admin-users';
import { hasPasskeySql } from './passkeys';
import { hasSecondFactor } from './second-factor';
import { needsTwoFactor, readSecuritySettings } from './security-settings';
import { readToken, signToken } from './token';

export interface AdminIdentity {
  id: string;
  username: string;
  email: string | null;
  role: AdminRole;
  locale: string | null;
  sessionId: string;
  twoFactor: boolean;
  /** Two-factor is required of this person and not set up: only their account opens. */
  mustSetUpTwoFactor: boolean;
}

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

export interface SessionClient {
  userAgent: string | null;
  address: string;
}

/** How often a session's "last seen" is written: at most once a minute, not on every call. */
const LAST_SEEN_EVERY_MS = 60_000;

export async function openSession(user: AdminUserRow, client: SessionClient): Promise<IssuedSession> {
  const db = await getDb();
  const now = Date.now();
  const { sessionHours } = await readSecuritySettings();
  const expiresAt = new Date(now + sessionHours * 3_600_000);
  const sessionId = randomUUID();
  // Expired rows are of no use to anyone; sign-ins are rare, so this is where they are swept.
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, new Date(now)));
  await db.insert(adminSessions).values({
    id: sessionId,
    userId: user.id,
    expiresAt,
    userAgent: client.userAgent?.slice(0, 400) ?? null,
    address: client.address,
  });
  return { token: await signToken({ subject: user.username, sessionId, expiresAt }), expiresAt };
}

export async function resolveSession(token: string): Promise<AdminIdentity | null> {
  const claims = await readToken(token);
  if (!claims) return null;
  await adminAccountInSync();
  const db = await getDb();
  // One read: the session, its person and the security settings (whose row always exists).
  const [row] = await db
    .select({
      user: adminUsers,
      passkey: hasPasskeySql,
      lastSeenAt: adminSessions.lastSeenAt,
      requireTwoFactor: adminSecuritySettings.requireTwoFactor,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminSessions.userId, adminUsers.id))
    .leftJoin(adminSecuritySettings, eq(adminSecuritySettings.id, true))
    .where(and(eq(adminSessions.id, claims.sessionId), isNull(adminSessions.revokedAt), gt(adminSessions.expiresAt, new Date())))
    .limit(1);
  if (!row || row.user.username !== claims.subject) return null;
  if (Date.now() - row.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS)
    await db.update(adminSessions).set({ lastSeenAt: new Date() }).where(eq(adminSessions.id, claims.sessionId));
  const { user } = row;
  const twoFactor = hasSecondFactor(user, row.passkey);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    locale: user.locale,
    sessionId: claims.sessionId,
    twoFactor,
    mustSetUpTwoFactor: !twoFactor && needsTwoFactor(user.role, row.requireTwoFactor ?? false),
  };
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

/** Ends every open session of `userId` but `keep` (a changed password, a removed second factor). */
export async function revokeOtherSessions(userId: string, keep: string | null): Promise<void> {
  const db = await getDb();
  await db
    .update(adminSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(adminSessions.userId, userId), isNull(adminSessions.revokedAt), ...(keep ? [ne(adminSessions.id, keep)] : [])));
}
