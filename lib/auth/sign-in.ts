import 'server-only';
import type { RateLimitResult } from '@/lib/rate-limit/limiter';
import { findAdminUser } from './admin-users';
import { HASH_RETRY_AFTER_SECONDS, HashQueueFull } from './hash-slots';
import { accountKey, loginByAccount, loginByIp, loginByUsername, usernameKey } from './login-limits';
import { hashPassword, verifyPassword } from './password';
import { openSession, type IssuedSession } from './sessions';

export type SignInResult =
  | ({ outcome: 'signed-in'; username: string } & IssuedSession)
  | { outcome: 'refused' }
  | { outcome: 'throttled'; retryAfterSeconds: number }
  /** Too many password checks under way on this server; counted against the address only. */
  | { outcome: 'busy'; retryAfterSeconds: number };

export interface SignInAttempt {
  username: string;
  password: string;
  ip: string;
  /** The browser has signed in as this username before (device-cookie.ts). */
  knownDevice: boolean;
}

// A hash to check unknown usernames against, so they cost the same time as a wrong password
// and the answer's timing does not tell which usernames exist. One per process, on globalThis as
// the hash slots are (hash-slots.ts); forgotten if it fails, e.g. refused by a full queue.
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

/**
 * Computes the decoy ahead of the first sign-in, so the first unknown username is not answered
 * slower than a wrong password. The server starts it without waiting for it (a scrypt hash).
 */
export async function prepareSignIn(): Promise<void> {
  await getDecoyHash();
}

/**
 * Every limit is counted BEFORE the password is hashed, so a burst of parallel guesses cannot
 * slip past them and a refused attempt costs no hashing; a successful sign-in gives the points back.
 */
export async function signIn({ username, password, ip, knownDevice }: SignInAttempt): Promise<SignInResult> {
  const pairKey = usernameKey(username, ip);
  const account = accountKey(username);
  // The account's limit is counted only for attempts the address's own limits let through, so
  // one address alone cannot use it up; an attempt it refuses gives those points back.
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
    // The password was never checked, so it is no failure of the username; but the address keeps
    // the point it spent, or a flood of refused attempts would cost its sender nothing.
    await Promise.all([loginByUsername.reward(pairKey), ...(knownDevice ? [] : [loginByAccount.reward(account)])]);
    return { outcome: 'busy', retryAfterSeconds: HASH_RETRY_AFTER_SECONDS };
  }
  if (!user || !matches) return { outcome: 'refused' };

  // A success gives the address its point back and clears the consecutive failures of the pair
  // and the account.
  await Promise.all([loginByIp.reward(ip), loginByUsername.reset(pairKey), loginByAccount.reset(account)]);
  return { outcome: 'signed-in', username: user.username, ...(await openSession(user)) };
}
