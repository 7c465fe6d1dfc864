import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { adminUsers, type AdminUserRow } from '@/lib/db/schema';
import { adminRefusal } from '@/lib/http/refusal';
import { HttpError, RetryLaterError } from '@/lib/http/responses';
import { createRateLimiter } from '@/lib/rate-limit/limiter';
import { assertStrongPassword } from './password-strength';
import { hashPassword, verifyPassword } from './password';
import { newRecoveryCodes } from './recovery-codes';
import { needsTwoFactor, readSecuritySettings } from './security-settings';
import { revokeOtherSessions, type AdminIdentity } from './sessions';
import { matchTotp, startTotp } from './totp';

// A person's own account: password, language and second factor (docs/admin.md#your-account).

async function personOf(identity: AdminIdentity): Promise<AdminUserRow> {
  const db = await getDb();
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, identity.id)).limit(1);
  if (!row) throw new HttpError(401, 'Invalid or expired session. Please sign in again.');
  return row;
}

const tooManyAttempts = (seconds: number) =>
  new RetryLaterError(429, seconds, 'Too many wrong passwords. Please try again in a quarter of an hour.');

export const accountView = (row: AdminUserRow) => ({
  username: row.username,
  email: row.email,
  role: row.role,
  locale: row.locale,
  two_factor: row.totpSecret !== null,
  recovery_codes_left: row.recoveryCodes.length,
});

export async function readAccount(identity: AdminIdentity) {
  return accountView(await personOf(identity));
}

export async function setAccountLocale(identity: AdminIdentity, locale: string) {
  const db = await getDb();
  const [row] = await db.update(adminUsers).set({ locale, updatedAt: new Date() }).where(eq(adminUsers.id, identity.id)).returning();
  return accountView(row!);
}

/** A stolen session must not become a password oracle: five wrong answers a quarter-hour. */
const passwordChecks = createRateLimiter({ name: 'account-password', points: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 });

async function assertPassword(row: AdminUserRow, password: string, field: string): Promise<void> {
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

export async function beginTotp(identity: AdminIdentity) {
  const row = await personOf(identity);
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
  const { codes, hashes } = newRecoveryCodes();
  const db = await getDb();
  await db
    .update(adminUsers)
    .set({
      totpSecret: row.totpPendingSecret,
      totpPendingSecret: null,
      totpLastStep: step,
      recoveryCodes: hashes,
      twoFactorVersion: sql`${adminUsers.twoFactorVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(adminUsers.id, row.id));
  await revokeOtherSessions(row.id, identity.sessionId);
  return { recovery_codes: codes };
}

export async function turnOffTotp(identity: AdminIdentity, password: string): Promise<void> {
  const row = await personOf(identity);
  await assertPassword(row, password, 'password');
  if (needsTwoFactor(row.role, await readSecuritySettings()))
    throw adminRefusal(409, 'twoFactorRequired', 'Two-factor sign-in is required for your account: it cannot be turned off.');
  const db = await getDb();
  await db
    .update(adminUsers)
    .set({
      totpSecret: null,
      totpPendingSecret: null,
      totpLastStep: null,
      recoveryCodes: [],
      twoFactorVersion: sql`${adminUsers.twoFactorVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(adminUsers.id, row.id));
}

export async function renewRecoveryCodes(identity: AdminIdentity, password: string) {
  const row = await personOf(identity);
  await assertPassword(row, password, 'password');
  if (!row.totpSecret) throw adminRefusal(409, 'twoFactorOff', 'Turn on two-factor sign-in first.');
  const { codes, hashes } = newRecoveryCodes();
  const db = await getDb();
  await db.update(adminUsers).set({ recoveryCodes: hashes, updatedAt: new Date() }).where(eq(adminUsers.id, row.id));
  return { recovery_codes: codes };
}
