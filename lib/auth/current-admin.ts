import 'server-only';
import { cookies } from 'next/headers';
import { sessionCookie } from './cookie';
import { resolveSession, type AdminIdentity } from './sessions';

export async function getSignedInAdmin(): Promise<AdminIdentity | null> {
  const token = (await cookies()).get(sessionCookie().name)?.value;
  return token ? resolveSession(token) : null;
}
