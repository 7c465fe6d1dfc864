import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { adminPasswordResets, adminUsers } from '@/lib/db/schema';
import { enqueueMail } from '@/lib/mail/outbox';
import { kickOutbox } from '@/lib/mail/outbox-worker';
import { createRateLimiter } from '@/lib/rate-limit/limiter';
import { recordAudit } from '@/lib/audit/record';
import { findAdminUser } from './admin-users';
import { assertStrongPassword } from './password-strength';
import { hashPassword } from './password';
import { revokeOtherSessions } from './sessions';
import { assertLinkUnused, linkHash, newLink, openLink } from './single-use-link';
import { passwordResetMail } from './staff-mail';
import { log } from '@/lib/log/logger.mjs';

export const RESET_MINUTES = 60;
export const RESET_PATH = '/admin/reset-password';

/** Per address asking: a few a quarter-hour, checked before anything else is done. */
export const resetsByAddress = createRateLimiter({ name: 'reset-ip', points: 5, windowSeconds: 15 * 60 });
/** Per account: an inbox gets at most three reset mails an hour, whoever asks. */
const resetsByAccount = createRateLimiter({ name: 'reset-account', points: 3, windowSeconds: 60 * 60 });

// Work started by a request and finished after its answer, so the answer's time does not tell
// whether the address has an account; kept here so a shutdown or a test can wait for it.
const pending = new Set<Promise<void>>();
export const resetRequestsSettled = () => Promise.all([...pending]).then(() => undefined);

async function sendReset(email: string): Promise<void> {
  const person = await findAdminUser(email);
  if (!person?.email || person.email !== email.toLowerCase()) return;
  if (!(await resetsByAccount.consume(person.id)).allowed) return;
  const link = newLink(RESET_PATH);
  const mail = await passwordResetMail(person.locale, link.url);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(adminPasswordResets)
      .values({ userId: person.id, tokenHash: link.tokenHash, expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000) })
      .returning({ id: adminPasswordResets.id });
    await enqueueMail(tx, { dedupeKey: `password-reset:${row!.id}`, orderId: null, recipient: person.email!, ...mail });
  });
  kickOutbox();
}

/** Starts the reset and returns at once, whether or not `email` has an account. */
export function requestPasswordReset(email: string): void {
  const work = sendReset(email).catch((error: unknown) => log.error({ area: 'auth', err: error }, 'a password reset could not be queued'));
  pending.add(work);
  void work.finally(() => pending.delete(work));
}

async function findReset(token: string) {
  const hash = linkHash(token);
  if (!hash) return undefined;
  const db = await getDb();
  const [row] = await db
    .select({
      id: adminPasswordResets.id,
      userId: adminPasswordResets.userId,
      expiresAt: adminPasswordResets.expiresAt,
      usedAt: adminPasswordResets.usedAt,
      email: adminUsers.email,
      username: adminUsers.username,
    })
    .from(adminPasswordResets)
    .innerJoin(adminUsers, eq(adminPasswordResets.userId, adminUsers.id))
    .where(eq(adminPasswordResets.tokenHash, hash))
    .limit(1);
  return row;
}

export async function peekPasswordReset(token: string) {
  const row = openLink(await findReset(token));
  return { email: row.email };
}

/** Sets the new password once; every session of the person ends (whoever had it may be signed in). */
export async function completePasswordReset(token: string, password: string): Promise<void> {
  const row = openLink(await findReset(token));
  assertStrongPassword(password, [row.username, row.email ?? '']);
  const passwordHash = await hashPassword(password);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const spent = await tx
      .update(adminPasswordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(adminPasswordResets.id, row.id), isNull(adminPasswordResets.usedAt)))
      .returning({ id: adminPasswordResets.id });
    assertLinkUnused(spent);
    await tx
      .update(adminUsers)
      .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
      .where(eq(adminUsers.id, row.userId));
    await recordAudit(
      { id: row.userId, username: row.username },
      { action: 'password-reset', entity: 'account', entityId: row.userId },
      tx,
    );
  });
  await revokeOtherSessions(row.userId, null);
}
