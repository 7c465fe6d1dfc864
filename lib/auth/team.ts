import 'server-only';
import { and, desc, eq, gt, isNull, max } from 'drizzle-orm';
import { getDb, type Transaction } from '@/lib/db/client';
import { adminInvitations, adminSessions, adminUsers, type AdminUserRow } from '@/lib/db/schema';
import { adminRefusal } from '@/lib/http/refusal';
import { invitationView } from './invitations';
import { hasPasskeySql, listPasskeys } from './passkeys';
import type { AdminRole } from './roles';
import { hasSecondFactor } from './second-factor';

export const personView = (row: AdminUserRow, passkey: boolean, lastSeenAt: Date | null, you: boolean) => ({
  id: row.id,
  username: row.username,
  email: row.email,
  role: row.role,
  locale: row.locale,
  two_factor: hasSecondFactor(row, passkey),
  created_at: row.createdAt.toISOString(),
  last_seen_at: lastSeenAt?.toISOString() ?? null,
  you,
});

export async function listTeam(youId: string) {
  const db = await getDb();
  const seen = db
    .select({ userId: adminSessions.userId, lastSeenAt: max(adminSessions.lastSeenAt).as('last_seen_at') })
    .from(adminSessions)
    .groupBy(adminSessions.userId)
    .as('seen');
  const [people, invitations] = await Promise.all([
    db
      .select({ person: adminUsers, passkey: hasPasskeySql, lastSeenAt: seen.lastSeenAt })
      .from(adminUsers)
      .leftJoin(seen, eq(seen.userId, adminUsers.id))
      .orderBy(adminUsers.createdAt),
    db
      .select()
      .from(adminInvitations)
      .where(and(isNull(adminInvitations.usedAt), gt(adminInvitations.expiresAt, new Date())))
      .orderBy(desc(adminInvitations.createdAt)),
  ]);
  return {
    users: people.map(({ person, passkey, lastSeenAt }) =>
      personView(person, passkey, lastSeenAt ? new Date(lastSeenAt) : null, person.id === youId),
    ),
    invitations: invitations.map(invitationView),
  };
}

/** Every change of who may do what takes the owners' rows first, so two owners demoting each other cannot leave none. */
async function assertOwnerRemains(tx: Transaction, leaving: string): Promise<void> {
  const owners = await tx.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.role, 'owner')).for('update');
  if (!owners.some((row) => row.id !== leaving))
    throw adminRefusal(409, 'lastOwner', 'The studio needs at least one owner: make someone else an owner first.');
}

export async function changeRole(id: string, role: AdminRole, youId: string) {
  const db = await getDb();
  const person = await db.transaction(async (tx) => {
    if (role !== 'owner') await assertOwnerRemains(tx, id);
    const [row] = await tx.update(adminUsers).set({ role, updatedAt: new Date() }).where(eq(adminUsers.id, id)).returning();
    return row;
  });
  return person ? personView(person, (await listPasskeys(person.id)).length > 0, null, person.id === youId) : null;
}

export async function removePerson(id: string): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await assertOwnerRemains(tx, id);
    const gone = await tx.delete(adminUsers).where(eq(adminUsers.id, id)).returning({ id: adminUsers.id });
    return gone.length > 0;
  });
}
