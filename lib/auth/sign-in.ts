import 'server-only';
import type { RateLimitResult } from '@/lib/rate-limit/limiter';
import { findAdminUser } from './admin-users';
import { HASH_RETRY_AFTER_SECONDS, HashQueueFull } from './hash-slots';
import { accountKey, loginByAccount, loginByIp, loginByUsername, usernameKey } from './login-limits';
import { hashPassword, verifyPassword } from './password';
import { recordAudit } from '@/lib/audit/record';
import { listPasskeys, passkeySignInOptions } from './passkeys';
import { hasSecondFactor, proofKind, spendSecondFactor, type SecondFactorProof } from './second-factor';
import { openSession, type IssuedSession, type SessionClient } from './sessions';
import { metrics } from '@/lib/metrics/metrics.mjs';

export type SignInResult =
  | ({ outcome: 'signed-in'; username: string; userId: string; twoFactorVersion: number; codeGiven: boolean } & IssuedSession)
  | { outcome: 'refused' }
  /**
   * The password was right; a second factor is missing, or the one given is wrong or spent. Says
   * which factors the person has, and carries a fresh passkey challenge when she has passkeys.
   */
  | {
      outcome: 'second-factor';
      codeGiven: boolean;
      authenticatorApp: boolean;
      passkeyOptions: Awaited<ReturnType<typeof passkeySignInOptions>> | null;
    }
  | { outcome: 'throttled'; retryAfterSeconds: number }
  | { outcome: 'busy'; retryAfterSeconds: number };

export interface SignInAttempt extends SecondFactorProof {
  username: string;
  password: string;
  ip: string;
  knownDevice: boolean;
  /** A browser that gave this person's second factor within 30 days (two-factor-cookie.ts). */
  remembered: { userId: string; version: number } | null;
  userAgent: string | null;
}

// Unknown usernames are checked against this, so timing does not tell which exist (one per process).
const DECOY = Symbol.for('studio.auth.decoyHash');
function getDecoyHash(): Promise<string> {
  const global = globalThis as typeof globalThis & { [DECOY]?: Promise<string> };
  if (global[DECOY]) return global[DECOY];
  const decoy = hashPassword('decoy password that matches nothing');
  decoy.catch(() => {
    if (global[DECOY] === decoy) delete global[DECOY];
  });
  return (global[DECOY] = decoy);
}

/** Computes the decoy before the first sign-in, so an unknown username is not answered slower. */
export async function prepareSignIn(): Promise<void> {
  await getDecoyHash();
}

/** Signs in, counting each refusal by its reason (studio_sign_in_refusals_total). */
export async function signIn(attempt: SignInAttempt): Promise<SignInResult> {
  const result = await attemptSignIn(attempt);
  const reason = refusalReason(result);
  if (reason) metrics.signInRefusals.inc({ reason });
  return result;
}

/** A second step asked for is no refusal; a wrong or spent code is. */
function refusalReason(result: SignInResult): string | null {
  if (result.outcome === 'signed-in') return null;
  if (result.outcome === 'second-factor') return result.codeGiven ? 'second-factor' : null;
  return result.outcome;
}

async function attemptSignIn(attempt: SignInAttempt): Promise<SignInResult> {
  const { username, password, ip, knownDevice } = attempt;
  const pairKey = usernameKey(username, ip);
  const account = accountKey(username);
  // The account's limit counts only what the address's limits let through: one address cannot use it up.
  const byAddress = await Promise.all([loginByIp.consume(ip), loginByUsername.consume(pairKey)]);
  const byAccount: RateLimitResult[] =
    byAddress.every((result) => result.allowed) && !knownDevice ? [await loginByAccount.consume(account)] : [];
  const waits = [...byAddress, ...byAccount].flatMap((result) => (result.allowed ? [] : [result.retryAfterSeconds]));
  if (byAccount.some((result) => !result.allowed)) await Promise.all([loginByIp.reward(ip), loginByUsername.reward(pairKey)]);
  if (waits.length > 0) return { outcome: 'throttled', retryAfterSeconds: Math.max(...waits) };

  const user = await findAdminUser(username);
  let matches: boolean;
  try {
    matches = await verifyPassword(password, user?.passwordHash ?? (await getDecoyHash()), { address: ip, knownDevice });
  } catch (error) {
    if (!(error instanceof HashQueueFull)) throw error;
    // Never checked, so no failure of the username; the address keeps its point, or floods would be free.
    await Promise.all([loginByUsername.reward(pairKey), ...(knownDevice ? [] : [loginByAccount.reward(account)])]);
    return { outcome: 'busy', retryAfterSeconds: HASH_RETRY_AFTER_SECONDS };
  }
  if (!user || !matches) return { outcome: 'refused' };

  // The second step spends the same points as the first: a code is guessed no faster than a password.
  const factor = proofKind(attempt);
  const codeGiven = factor !== null;
  const passkeys = await listPasskeys(user.id);
  const twoFactor = hasSecondFactor(user, passkeys.length > 0);
  if (twoFactor) {
    const remembered = attempt.remembered?.userId === user.id && attempt.remembered.version === user.twoFactorVersion;
    if (!remembered && !(codeGiven && (await spendSecondFactor(user, passkeys, attempt))))
      return {
        outcome: 'second-factor',
        codeGiven,
        authenticatorApp: user.totpSecret !== null,
        passkeyOptions: passkeys.length > 0 ? await passkeySignInOptions(user, passkeys) : null,
      };
  }

  await Promise.all([loginByIp.reward(ip), loginByUsername.reset(pairKey), loginByAccount.reset(account)]);
  const session = await openSession(user, { address: ip, userAgent: attempt.userAgent } satisfies SessionClient);
  const proven = factor && twoFactor ? [factor] : [];
  await recordAudit(user, { action: 'sign-in', entity: 'session', fields: proven });
  return { outcome: 'signed-in', username: user.username, userId: user.id, twoFactorVersion: user.twoFactorVersion, codeGiven, ...session };
}
