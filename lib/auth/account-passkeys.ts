import 'server-only';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { adminPasskeys } from '@/lib/db/schema';
import { adminRefusal } from '@/lib/http/refusal';
import { notFound } from '@/lib/http/responses';
import { assertMayLoseLastFactor, assertPassword, personOf, secondFactorRemoved, secondFactorTurnedOn } from './account';
import { assertRoomForPasskey, listPasskeys, passkeyCreationOptions, passkeyView, verifyPasskeyCreation } from './passkeys';
import { hasSecondFactor } from './second-factor';
import type { AdminIdentity } from './sessions';

// Adding and removing a person's own passkeys (docs/admin.md#your-account). Both ask for the
// password: a session alone, perhaps a stolen one, cannot plant a passkey or remove one.

/** The password first, then the browser's question for a new passkey. */
export async function startAddingPasskey(identity: AdminIdentity, password: string) {
  const row = await personOf(identity);
  await assertPassword(row, password, 'password');
  return passkeyCreationOptions(row, await listPasskeys(row.id));
}

/** Keeps the passkey the browser made; the first second factor also brings the recovery codes. */
export async function addPasskey(identity: AdminIdentity, name: string, response: RegistrationResponseJSON) {
  const [row, passkeys] = await Promise.all([personOf(identity), listPasskeys(identity.id)]);
  assertRoomForPasskey(passkeys);
  const created = await verifyPasskeyCreation(row, response);
  const db = await getDb();
  const [passkey] = await db
    .insert(adminPasskeys)
    .values({ userId: row.id, name, ...created })
    .onConflictDoNothing({ target: adminPasskeys.credentialId })
    .returning();
  if (!passkey) throw adminRefusal(409, 'passkeyKnown', 'This passkey is already added.');
  const recoveryCodes = hasSecondFactor(row, passkeys.length > 0) ? null : await secondFactorTurnedOn(identity);
  return { passkey: passkeyView(passkey), recovery_codes: recoveryCodes };
}

export async function removePasskey(identity: AdminIdentity, passkeyId: string, password: string): Promise<void> {
  const [row, passkeys] = await Promise.all([personOf(identity), listPasskeys(identity.id)]);
  if (!passkeys.some((passkey) => passkey.id === passkeyId)) throw notFound('Passkey not found');
  await assertPassword(row, password, 'password');
  const factorsLeft = hasSecondFactor(row, passkeys.length > 1);
  await assertMayLoseLastFactor(row, factorsLeft);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(adminPasskeys).where(and(eq(adminPasskeys.id, passkeyId), eq(adminPasskeys.userId, row.id)));
    await secondFactorRemoved(tx, row.id, factorsLeft);
  });
}
