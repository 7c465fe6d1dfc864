import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { sessionCookie } from './cookie';
import { resolveSession, type AdminIdentity } from './sessions';

/** The person signed in to this request's admin page; once per request (the layout and the page both ask). */
export const getSignedInAdmin = cache(async (): Promise<AdminIdentity | null> => {
  const token = (await cookies()).get(sessionCookie().name)?.value;
  return token ? resolveSession(token) : null;
});
