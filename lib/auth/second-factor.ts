import 'server-only';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { adminUsers, type AdminPasskeyRow, type AdminUserRow } from '@/lib/db/schema';
import { spendPasskey } from './passkeys';
import { hashRecoveryCode } from './recovery-codes';
import { matchTotp } from './totp';

export interface SecondFactorProof {
  otp?: string;
  recoveryCode?: string;
  passkey?: AuthenticationResponseJSON;
}

/** Whether a person has a second factor: the authenticator app, or at least one passkey. */
export const hasSecondFactor = (user: Pick<AdminUserRow, 'totpSecret'>, hasPasskey: boolean) => user.totpSecret !== null || hasPasskey;

/** Which second factor a proof gives, for the audit trail; null when it gives none. */
export const proofKind = ({ otp, recoveryCode, passkey }: SecondFactorProof) =>
  passkey ? 'passkey' : recoveryCode ? 'recovery_code' : otp ? 'otp' : null;

/**
 * Whether `proof` is a good second factor for `user`, spending it: a TOTP code's step is stored
 * only if it is later than the last one (so a replay within its window, or a race of two requests
 * with one code, loses), a passkey's challenge is spent (passkeys.ts), and a recovery code leaves
 * the list in the same statement that finds it.
 */
export async function spendSecondFactor(
  user: AdminUserRow,
  passkeys: AdminPasskeyRow[],
  { otp, recoveryCode, passkey }: SecondFactorProof,
): Promise<boolean> {
  if (passkey) return spendPasskey(user, passkeys, passkey);
  const db = await getDb();
  if (otp && user.totpSecret) {
    const step = await matchTotp(user.totpSecret, otp, user.totpLastStep);
    if (step === null) return false;
    const spent = await db
      .update(adminUsers)
      .set({ totpLastStep: step })
      .where(and(eq(adminUsers.id, user.id), or(isNull(adminUsers.totpLastStep), lt(adminUsers.totpLastStep, step))))
      .returning({ id: adminUsers.id });
    return spent.length === 1;
  }
  if (recoveryCode) {
    const hash = hashRecoveryCode(recoveryCode);
    const spent = await db
      .update(adminUsers)
      .set({ recoveryCodes: sql`${adminUsers.recoveryCodes} - ${hash}::text` })
      .where(and(eq(adminUsers.id, user.id), sql`jsonb_exists(${adminUsers.recoveryCodes}, ${hash}::text)`))
      .returning({ id: adminUsers.id });
    return spent.length === 1;
  }
  return false;
}
