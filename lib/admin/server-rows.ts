import 'server-only';
import { getSignedInAdmin } from '@/lib/auth/current-admin';

/**
 * A section's rows for its first paint, under their SWR key, as the browser's fetcher for that key
 * returns them (through JSON, so dates are ISO strings as the API sends them). Read only for a signed-in admin: the page checks for itself, not
 * only through its layout, which renders beside it.
 */
export async function serverRows(key: string, read: () => Promise<unknown>): Promise<Record<string, unknown>> {
  if (!(await getSignedInAdmin())) return {};
  return { [key]: JSON.parse(JSON.stringify(await read())) };
}
