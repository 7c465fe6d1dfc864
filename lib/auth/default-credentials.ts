import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { adminUsers } from '@/lib/db/schema';
import { DEFAULT_ADMIN_PASSWORD, getEnv } from '@/lib/env';

/** Shown on a local sign-in page while the first owner still has the default password. */
export async function getDefaultCredentialsHint(): Promise<{ username: string; password: string } | null> {
  const env = getEnv();
  if (env.isProduction || env.ADMIN_PASSWORD !== DEFAULT_ADMIN_PASSWORD) return null;
  const db = await getDb();
  const [owner] = await db
    .select({ changed: adminUsers.passwordChangedAt })
    .from(adminUsers)
    .where(eq(adminUsers.username, env.ADMIN_USERNAME))
    .limit(1);
  return owner?.changed ? null : { username: env.ADMIN_USERNAME, password: DEFAULT_ADMIN_PASSWORD };
}
