import 'server-only';
import { getSignedInAdmin } from '@/lib/auth/current-admin';

/**
 * A section's rows for its first paint, under their SWR key, exactly as the API's JSON carries
 * them (dates as ISO strings). Read only for a signed-in admin: the page checks for itself, not
 * only through its layout, which renders beside it.
 */
export async function serverRows(key: string, read: () => Promise<unknown>): Promise<Record<string, unknown>> {
  if (!(await getSignedInAdmin())) return {};
  return { [key]: JSON.parse(JSON.stringify(await read())) };
}
