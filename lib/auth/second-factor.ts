import 'server-only';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { adminUsers, type AdminUserRow } from '@/lib/db/schema';
import { hashRecoveryCode } from './recovery-codes';
import { matchTotp } from './totp';

export interface SecondFactorProof {
  otp?: string;
  recoveryCode?: string;
}

/**
 * Whether `proof` is a good second factor for `user`, spending it: a TOTP code's step is stored
 * only if it is later than the last one (so a replay within its window, or a race of two requests
 * with one code, loses), and a recovery code leaves the list in the same statement that finds it.
 */
export async function spendSecondFactor(user: AdminUserRow, { otp, recoveryCode }: SecondFactorProof): Promise<boolean> {
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
