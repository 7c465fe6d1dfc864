import 'server-only';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { adminPasskeys, adminUsers, type AdminPasskeyRow, type AdminUserRow } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import { adminRefusal } from '@/lib/http/refusal';
import { STUDIO_NAME } from '@/lib/site';

// Passkeys (WebAuthn Level 3) through SimpleWebAuthn, as a second factor beside the authenticator
// app (docs/security.md#passkeys). The relying party is SITE_URL's host. Each ceremony's challenge
// is kept on the person's row for five minutes and spent by the first answer that verifies, so an
// answer cannot be replayed; a newer ceremony replaces an older one's challenge.

const CHALLENGE_SECONDS = 5 * 60;
/** Enough for a phone, a laptop and a few keys; bounds the rows one person can add. */
const MAX_PASSKEYS = 10;

function relyingParty() {
  const site = new URL(getEnv().SITE_URL);
  return { rpID: site.hostname, origin: site.origin };
}

/** Whether the person has a passkey, for queries that read admin_users (one row each, no second query). */
export const hasPasskeySql = sql<boolean>`exists (select 1 from ${adminPasskeys} where ${adminPasskeys.userId} = ${adminUsers.id})`;

export async function listPasskeys(userId: string): Promise<AdminPasskeyRow[]> {
  const db = await getDb();
  return db.select().from(adminPasskeys).where(eq(adminPasskeys.userId, userId)).orderBy(asc(adminPasskeys.createdAt));
}

export const passkeyView = (row: AdminPasskeyRow) => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

const descriptor = (row: AdminPasskeyRow) => ({ id: row.credentialId, transports: row.transports as AuthenticatorTransportFuture[] });

async function keepChallenge(userId: string, challenge: string): Promise<void> {
  const db = await getDb();
  await db
    .update(adminUsers)
    .set({ passkeyChallenge: challenge, passkeyChallengeExpiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000) })
    .where(eq(adminUsers.id, userId));
}

/** The person's open challenge, if it has not expired. */
const openChallenge = (user: AdminUserRow) =>
  user.passkeyChallenge && user.passkeyChallengeExpiresAt && user.passkeyChallengeExpiresAt.getTime() > Date.now()
    ? user.passkeyChallenge
    : null;

/** Spends `challenge` if it is still the person's: of two answers to one challenge, one wins. */
async function spendChallenge(userId: string, challenge: string): Promise<boolean> {
  const db = await getDb();
  const spent = await db
    .update(adminUsers)
    .set({ passkeyChallenge: null, passkeyChallengeExpiresAt: null })
    .where(and(eq(adminUsers.id, userId), eq(adminUsers.passkeyChallenge, challenge), gt(adminUsers.passkeyChallengeExpiresAt, new Date())))
    .returning({ id: adminUsers.id });
  return spent.length === 1;
}

/** Refuses a new passkey to a person who has the most she may keep. */
export function assertRoomForPasskey(existing: AdminPasskeyRow[]): void {
  if (existing.length >= MAX_PASSKEYS)
    throw adminRefusal(409, 'passkeysFull', `You have ${MAX_PASSKEYS} passkeys: remove one before adding another.`, {
      count: String(MAX_PASSKEYS),
    });
}

/** The browser's question for a new passkey; the person's own passkeys are excluded, so one device is added once. */
export async function passkeyCreationOptions(user: AdminUserRow, existing: AdminPasskeyRow[]) {
  assertRoomForPasskey(existing);
  const options = await generateRegistrationOptions({
    rpName: STUDIO_NAME,
    rpID: relyingParty().rpID,
    userName: user.username,
    userDisplayName: user.email ?? user.username,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map(descriptor),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await keepChallenge(user.id, options.challenge);
  return options;
}

export interface NewPasskey {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

const passkeyRefused = () =>
  adminRefusal(400, 'passkeyRefused', 'passkey: the passkey could not be checked. Please try adding it again.', { field: 'passkey' });

/** The credential in the browser's answer, once it verifies against the open challenge (which it spends). */
export async function verifyPasskeyCreation(user: AdminUserRow, response: RegistrationResponseJSON): Promise<NewPasskey> {
  const challenge = openChallenge(user);
  if (!challenge) throw passkeyRefused();
  const { rpID, origin } = relyingParty();
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified || !(await spendChallenge(user.id, challenge))) throw passkeyRefused();
  const { credential } = result.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
  };
}

/** The browser's question at sign-in, for this person's passkeys only (the password was right). */
export async function passkeySignInOptions(user: AdminUserRow, passkeys: AdminPasskeyRow[]) {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().rpID,
    allowCredentials: passkeys.map(descriptor),
    userVerification: 'preferred',
  });
  await keepChallenge(user.id, options.challenge);
  return options;
}

/** Whether `response` is a good, unspent answer from one of the person's passkeys; spends its challenge. */
export async function spendPasskey(
  user: AdminUserRow,
  passkeys: AdminPasskeyRow[],
  response: AuthenticationResponseJSON,
): Promise<boolean> {
  const challenge = openChallenge(user);
  const passkey = passkeys.find((row) => row.credentialId === response.id);
  if (!challenge || !passkey) return false;
  const { rpID, origin } = relyingParty();
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: { ...descriptor(passkey), publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: passkey.counter },
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified || !(await spendChallenge(user.id, challenge))) return false;
  const db = await getDb();
  await db
    .update(adminPasskeys)
    .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(eq(adminPasskeys.id, passkey.id));
  return true;
}
