import 'server-only';
import Bowser from 'bowser';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { adminSessions, adminUsers } from '@/lib/db/schema';
import { canOpen } from './roles';
import type { AdminIdentity } from './sessions';

// Open sessions, for the person to see where they are signed in and end any of them; an owner
// sees and ends everyone's (docs/admin.md#sessions).

/** "Firefox on Windows": enough to recognise a browser, from the User-Agent it signed in with. */
export function browserName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const system = parsed.os.name;
  return browser && system ? `${browser} on ${system}` : (browser ?? system ?? null);
}

export async function listSessions(viewer: AdminIdentity, everyone: boolean) {
  const db = await getDb();
  const open = and(isNull(adminSessions.revokedAt), gt(adminSessions.expiresAt, new Date()));
  const mine = everyone && canOpen(viewer.role, 'team') ? open : and(open, eq(adminSessions.userId, viewer.id));
  const rows = await db
    .select({ session: adminSessions, username: adminUsers.username })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminSessions.userId, adminUsers.id))
    .where(mine)
    .orderBy(desc(adminSessions.lastSeenAt))
    .limit(200);
  return {
    sessions: rows.map(({ session, username }) => ({
      id: session.id,
      user: { id: session.userId, username },
      browser: browserName(session.userAgent),
      address: session.address,
      created_at: session.createdAt.toISOString(),
      last_seen_at: session.lastSeenAt.toISOString(),
      current: session.id === viewer.sessionId,
    })),
  };
}

/** Ends the session if it is the viewer's, or anyone's for an owner; false when there is none to end. */
export async function endSession(viewer: AdminIdentity, id: string): Promise<boolean> {
  const db = await getDb();
  const whose = canOpen(viewer.role, 'team') ? undefined : eq(adminSessions.userId, viewer.id);
  const ended = await db
    .update(adminSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(adminSessions.id, id), isNull(adminSessions.revokedAt), whose))
    .returning({ id: adminSessions.id });
  return ended.length > 0;
}
