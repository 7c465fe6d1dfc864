import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, type Transaction } from '@/lib/db/client';
import { adminUsers, type AdminPasskeyRow, type AdminUserRow } from '@/lib/db/schema';
import { adminRefusal } from '@/lib/http/refusal';
import { HttpError, RetryLaterError } from '@/lib/http/responses';
import { createRateLimiter } from '@/lib/rate-limit/limiter';
import { assertStrongPassword } from './password-strength';
import { hashPassword, verifyPassword } from './password';
import { listPasskeys, passkeyView } from './passkeys';
import { newRecoveryCodes } from './recovery-codes';
import { hasSecondFactor } from './second-factor';
import { needsTwoFactor, readSecuritySettings } from './security-settings';
import { revokeOtherSessions, type AdminIdentity } from './sessions';
import { matchTotp, startTotp } from './totp';

// A person's own account: password, language and second factor (docs/admin.md#your-account).

export async function personOf(identity: AdminIdentity): Promise<AdminUserRow> {
  const db = await getDb();
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, identity.id)).limit(1);
  if (!row) throw new HttpError(401, 'Invalid or expired session. Please sign in again.');
  return row;
}

const tooManyAttempts = (seconds: number) =>
  new RetryLaterError(429, seconds, 'Too many wrong passwords. Please try again in a quarter of an hour.');

export const accountView = (row: AdminUserRow, passkeys: AdminPasskeyRow[]) => ({
  username: row.username,
  email: row.email,
  role: row.role,
  locale: row.locale,
  two_factor: hasSecondFactor(row, passkeys.length > 0),
  authenticator_app: row.totpSecret !== null,
  passkeys: passkeys.map(passkeyView),
  recovery_codes_left: row.recoveryCodes.length,
});

export async function readAccount(identity: AdminIdentity) {
  const [row, passkeys] = await Promise.all([personOf(identity), listPasskeys(identity.id)]);
  return accountView(row, passkeys);
}

export async function setAccountLocale(identity: AdminIdentity, locale: string) {
  const db = await getDb();
  const [row] = await db.update(adminUsers).set({ locale, updatedAt: new Date() }).where(eq(adminUsers.id, identity.id)).returning();
  return accountView(row!, await listPasskeys(identity.id));
}

/** A stolen session must not become a password oracle: five wrong answers a quarter-hour. */
const passwordChecks = createRateLimiter({ name: 'account-password', points: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 });

export async function assertPassword(row: AdminUserRow, password: string, field: string): Promise<void> {
  const allowed = await passwordChecks.check(row.id);
  if (!allowed.allowed) throw tooManyAttempts(allowed.retryAfterSeconds);
  if (await verifyPassword(password, row.passwordHash)) return;
  await passwordChecks.consume(row.id);
  throw adminRefusal(400, 'passwordWrong', `${field}: that is not your current password`, { field });
}

/** The current password proves it is the person; every other session of theirs ends. */
export async function changePassword(identity: AdminIdentity, current: string, next: string): Promise<void> {
  const row = await personOf(identity);
  await assertPassword(row, current, 'current_password');
  assertStrongPassword(next, [row.username, row.email ?? ''], 'new_password');
  const db = await getDb();
  await db
    .update(adminUsers)
    .set({ passwordHash: await hashPassword(next), passwordChangedAt: new Date(), updatedAt: new Date() })
    .where(eq(adminUsers.id, row.id));
  await revokeOtherSessions(row.id, identity.sessionId);
}

/** The password first: a session alone, perhaps a stolen one, must not tie the account to someone else's phone. */
export async function beginTotp(identity: AdminIdentity, password: string) {
  const row = await personOf(identity);
  await assertPassword(row, password, 'password');
  const start = await startTotp(row.email ?? row.username);
  const db = await getDb();
  await db.update(adminUsers).set({ totpPendingSecret: start.sealed }).where(eq(adminUsers.id, row.id));
  return { secret: start.secret, otpauth_url: start.otpauthUrl, qr_svg: start.qrSvg };
}

/** The first code from the app turns the pending secret on and gives ten recovery codes, shown once. */
export async function confirmTotp(identity: AdminIdentity, code: string) {
  const row = await personOf(identity);
  const step = row.totpPendingSecret ? await matchTotp(row.totpPendingSecret, code, null) : null;
  if (step === null)
    throw adminRefusal(400, 'codeWrong', 'code: that code is not right; check the time on your phone and try the next one', {
      field: 'code',
    });
  const passkeys = await listPasskeys(row.id);
  const db = await getDb();
  await db
    .update(adminUsers)
    .set({ totpSecret: row.totpPendingSecret, totpPendingSecret: null, totpLastStep: step, updatedAt: new Date() })
    .where(eq(adminUsers.id, row.id));
  // A person who already had a passkey keeps her recovery codes and her other sessions.
  return { recovery_codes: hasSecondFactor(row, passkeys.length > 0) ? null : await secondFactorTurnedOn(identity) };
}

/**
 * A person's first second factor: ten recovery codes (returned, shown once), remembered browsers
 * forgotten, and every other session ended, since it may be the one she is protecting against.
 */
export async function secondFactorTurnedOn(identity: AdminIdentity): Promise<string[]> {
  const { codes, hashes } = newRecoveryCodes();
  const db = await getDb();
  await db
    .update(adminUsers)
    .set({ recoveryCodes: hashes, twoFactorVersion: sql`${adminUsers.twoFactorVersion} + 1`, updatedAt: new Date() })
    .where(eq(adminUsers.id, identity.id));
  await revokeOtherSessions(identity.id, identity.sessionId);
  return codes;
}

/** A second factor removed: remembered browsers are forgotten, and with the last one the recovery codes go. */
export async function secondFactorRemoved(tx: Transaction, userId: string, factorsLeft: boolean): Promise<void> {
  await tx
    .update(adminUsers)
    .set({
      ...(factorsLeft ? {} : { recoveryCodes: [] }),
      twoFactorVersion: sql`${adminUsers.twoFactorVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(adminUsers.id, userId));
}

/** Refuses to remove the last second factor of a person the studio requires one of. */
export async function assertMayLoseLastFactor(row: AdminUserRow, factorsLeft: boolean): Promise<void> {
  if (!factorsLeft && needsTwoFactor(row.role, (await readSecuritySettings()).requireTwoFactor))
    throw adminRefusal(409, 'twoFactorRequired', 'Two-factor sign-in is required for your account: it cannot be turned off.');
}

export async function turnOffTotp(identity: AdminIdentity, password: string): Promise<void> {
  const row = await personOf(identity);
  await assertPassword(row, password, 'password');
  const factorsLeft = (await listPasskeys(row.id)).length > 0;
  await assertMayLoseLastFactor(row, factorsLeft);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null }).where(eq(adminUsers.id, row.id));
    await secondFactorRemoved(tx, row.id, factorsLeft);
  });
}

export async function renewRecoveryCodes(identity: AdminIdentity, password: string) {
  const row = await personOf(identity);
  await assertPassword(row, password, 'password');
  if (!hasSecondFactor(row, (await listPasskeys(row.id)).length > 0))
    throw adminRefusal(409, 'twoFactorOff', 'Turn on two-factor sign-in first.');
  const { codes, hashes } = newRecoveryCodes();
  const db = await getDb();
  await db.update(adminUsers).set({ recoveryCodes: hashes, updatedAt: new Date() }).where(eq(adminUsers.id, row.id));
  return { recovery_codes: codes };
}
