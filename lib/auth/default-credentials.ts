import 'server-only';
import { DEFAULT_ADMIN_PASSWORD, getEnv } from '@/lib/env';

export function getDefaultCredentialsHint(): { username: string; password: string } | null {
  const env = getEnv();
  if (env.isProduction || env.ADMIN_PASSWORD !== DEFAULT_ADMIN_PASSWORD) return null;
  return { username: env.ADMIN_USERNAME, password: DEFAULT_ADMIN_PASSWORD };
}
