import 'server-only';
import { findAdminUser } from './admin-users';
import { loginByIp, loginByUsername, usernameKey } from './login-limits';
import { hashPassword, verifyPassword } from './password';
import { openSession, type IssuedSession } from './sessions';

export type SignInResult =
  | ({ outcome: 'signed-in'; username: string } & IssuedSession)
  | { outcome: 'refused' }
  | { outcome: 'throttled'; retryAfterSeconds: number };

// A hash to check unknown usernames against, so they cost the same time as a wrong password
// and the answer's timing does not tell which usernames exist.
let decoyHash: Promise<string> | undefined;
const getDecoyHash = () => (decoyHash ??= hashPassword('decoy password that matches nothing'));

/** Computes the decoy at start, so the first unknown username is not answered faster or slower. */
export async function prepareSignIn(): Promise<void> {
  await getDecoyHash();
}

export async function signIn(username: string, password: string, ip: string): Promise<SignInResult> {
  const pairKey = usernameKey(username, ip);
  const [byIp, byUser] = await Promise.all([loginByIp.consume(ip), loginByUsername.consume(pairKey)]);
  if (!byIp.allowed || !byUser.allowed) {
    const waits = [byIp, byUser].flatMap((result) => (result.allowed ? [] : [result.retryAfterSeconds]));
    return { outcome: 'throttled', retryAfterSeconds: Math.max(...waits) };
  }

  const user = await findAdminUser(username);
  const matches = await verifyPassword(password, user?.passwordHash ?? (await getDecoyHash()));
  if (!user || !matches) return { outcome: 'refused' };

  await Promise.all([loginByIp.reward(ip), loginByUsername.reset(pairKey)]);
  return { outcome: 'signed-in', username: user.username, ...(await openSession(user)) };
}
