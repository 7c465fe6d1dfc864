import 'server-only';
import { DEFAULT_ADMIN_PASSWORD, getEnv } from '@/lib/env';

/**
 * The sign-in hint of a fresh local run (docs/behaviour.md#admin-sign-in: shown only while the
 * credentials are still the defaults). Never in production, where the default password is
 * refused anyway.
 */
export function getDefaultCredentialsHint(): { username: string; password: string } | null {
  const env = getEnv();
  if (env.isProduction || env.ADMIN_PASSWORD !== DEFAULT_ADMIN_PASSWORD) return null;
  return { username: env.ADMIN_USERNAME, password: DEFAULT_ADMIN_PASSWORD };
}
