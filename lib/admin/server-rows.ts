import 'server-only';
import { getSignedInAdmin } from '@/lib/auth/current-admin';
import type { AdminIdentity } from '@/lib/auth/sessions';

type Read = (admin: AdminIdentity) => Promise<unknown>;

/**
 * A section's rows for its first paint, under their SWR key, as the browser's fetcher for that key
 * returns them (through JSON, so dates are ISO strings as the API sends them). Read only for a
 * signed-in admin: the page checks for itself, not only through its layout, which renders beside it.
 */
export async function serverRows(key: string, read: Read): Promise<Record<string, unknown>> {
  return serverRowsByKey({ [key]: read });
}

/** The same for a page of several lists; a read that answers undefined (not this person's to see) is left out. */
export async function serverRowsByKey(reads: Record<string, Read>): Promise<Record<string, unknown>> {
  const admin = await getSignedInAdmin();
  if (!admin) return {};
  const rows = await Promise.all(Object.entries(reads).map(async ([key, read]) => [key, await read(admin)] as const));
  return Object.fromEntries(
    rows.filter(([, value]) => value !== undefined).map(([key, value]) => [key, JSON.parse(JSON.stringify(value))]),
  );
}
