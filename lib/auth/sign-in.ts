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
  /** Too many password checks under way on this server; nothing was counted against anyone. */
  | { outcome: 'busy'; retryAfterSeconds: number };

export interface SignInAttempt {
  username: string;
  password: string;
  ip: string;
  /** The browser has signed in as this username before (device-cookie.ts). */
  knownDevice: boolean;
}

// A hash to check unknown usernames against, so they cost the same time as a wrong password
// and the answer's timing does not tell which usernames exist.
let decoyHash: Promise<string> | undefined;
const getDecoyHash = () => (decoyHash ??= hashPassword('decoy password that matches nothing'));

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

  // A success clears the consecutive failures of the pair and the account; an attempt never
  // checked only gives its points back.
  const giveBack = (failures: 'reset' | 'reward') =>
    Promise.all([
      loginByIp.reward(ip),
      loginByUsername[failures](pairKey),
      ...(knownDevice && failures === 'reward' ? [] : [loginByAccount[failures](account)]),
    ]);
  const user = await findAdminUser(username);
  let matches: boolean;
  try {
    matches = await verifyPassword(password, user?.passwordHash ?? (await getDecoyHash()));
  } catch (error) {
    if (!(error instanceof HashQueueFull)) throw error;
    // The password was never checked: the attempt must not count as a failure.
    await giveBack('reward');
    return { outcome: 'busy', retryAfterSeconds: HASH_RETRY_AFTER_SECONDS };
  }
  if (!user || !matches) return { outcome: 'refused' };

  await giveBack('reset');
  return { outcome: 'signed-in', username: user.username, ...(await openSession(user)) };
}
