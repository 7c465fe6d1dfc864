import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { adminInvitations, adminUsers } from '@/lib/db/schema';
import { enqueueMail } from '@/lib/mail/outbox';
import { kickOutbox } from '@/lib/mail/outbox-worker';
import { adminRefusal } from '@/lib/http/refusal';
import type { AuditActor } from '@/lib/audit/record';
import { recordAudit } from '@/lib/audit/record';
import { assertStrongPassword } from './password-strength';
import { hashPassword } from './password';
import type { AdminRole } from './roles';
import { assertLinkUnused, linkHash, newLink, openLink } from './single-use-link';
import { invitationMail } from './staff-mail';

export const INVITATION_HOURS = 72;
export const INVITATION_PATH = '/admin/invitation';

export interface InvitationInput {
  email: string;
  role: AdminRole;
  locale: string | null;
}

export const invitationView = (row: typeof adminInvitations.$inferSelect) => ({
  id: row.id,
  email: row.email,
  role: row.role,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
});

/** Queues the invitation's mail and answers its link too, so the owner can pass it on another way. */
export async function invite(inviter: AuditActor, input: InvitationInput) {
  const db = await getDb();
  const email = input.email.toLowerCase();
  const link = newLink(INVITATION_PATH);
  const mail = await invitationMail(input.locale, { inviter: inviter.username, role: input.role, url: link.url });
  const invitation = await db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(sql`lower(${adminUsers.email}) = ${email} or lower(${adminUsers.username}) = ${email}`);
    const [open] = await tx
      .select({ id: adminInvitations.id })
      .from(adminInvitations)
      .where(and(eq(adminInvitations.email, email), isNull(adminInvitations.usedAt), gt(adminInvitations.expiresAt, new Date())));
    if (person || open)
      throw adminRefusal(409, 'emailTaken', `email: ${email} already has an account or an open invitation`, { field: 'email', email });
    const [row] = await tx
      .insert(adminInvitations)
      .values({
        email,
        role: input.role,
        locale: input.locale,
        tokenHash: link.tokenHash,
        invitedBy: inviter.id,
        expiresAt: new Date(Date.now() + INVITATION_HOURS * 3_600_000),
      })
      .returning();
    await enqueueMail(tx, { dedupeKey: `invitation:${row!.id}`, orderId: null, recipient: email, ...mail });
    await recordAudit(inviter, { action: 'invite', entity: 'invitation', entityId: row!.id, fields: ['email', 'role'] }, tx);
    return row!;
  });
  kickOutbox();
  return { invitation: invitationView(invitation), invitation_url: link.url };
}

async function findInvitation(token: string) {
  const hash = linkHash(token);
  if (!hash) return undefined;
  const db = await getDb();
  const [row] = await db.select().from(adminInvitations).where(eq(adminInvitations.tokenHash, hash)).limit(1);
  return row;
}

export async function peekInvitation(token: string) {
  const row = openLink(await findInvitation(token));
  return { email: row.email, role: row.role, expires_at: row.expiresAt.toISOString() };
}

/** The invited person's account, made once: a second use of the link finds it used. */
export async function acceptInvitation(token: string, password: string): Promise<{ username: string }> {
  const row = openLink(await findInvitation(token));
  assertStrongPassword(password, [row.email]);
  const passwordHash = await hashPassword(password);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(adminInvitations)
      .set({ usedAt: new Date() })
      .where(and(eq(adminInvitations.id, row.id), isNull(adminInvitations.usedAt)))
      .returning({ id: adminInvitations.id });
    assertLinkUnused(spent);
    const [taken] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(sql`lower(${adminUsers.email}) = ${row.email} or lower(${adminUsers.username}) = ${row.email}`);
    if (taken) throw adminRefusal(409, 'emailTaken', `email: ${row.email} already has an account`, { field: 'email', email: row.email });
    const [person] = await tx
      .insert(adminUsers)
      .values({ username: row.email, email: row.email, role: row.role, locale: row.locale, passwordHash, passwordChangedAt: new Date() })
      .returning();
    await recordAudit(person!, { action: 'accept', entity: 'invitation', entityId: row.id }, tx);
    return { username: person!.username };
  });
}

export async function withdrawInvitation(id: string): Promise<boolean> {
  const db = await getDb();
  const gone = await db
    .delete(adminInvitations)
    .where(and(eq(adminInvitations.id, id), isNull(adminInvitations.usedAt)))
    .returning({ id: adminInvitations.id });
  return gone.length > 0;
}
