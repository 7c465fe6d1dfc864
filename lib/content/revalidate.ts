import 'server-only';
import { revalidateTag } from 'next/cache';
import { publicContentChanged } from '@/lib/server/content-generation.mjs';
import type { ContentTag } from './tags';

/**
 * Expires the cached reads (and the pages built from them) that carry these tags, so the next
 * visitor sees an admin's change without a rebuild. Outside the Next server (contract tests call
 * handlers directly) there is no cache to expire.
 */
export async function refreshPublicContent(...tags: ContentTag[]): Promise<void> {
  if (!process.env.NEXT_RUNTIME) return;
  // `expire: 0`: gone at once, not served stale while a fresh copy renders in the background.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  // The production server's page cache (scripts/start.mjs) drops every page it holds, on every
  // instance: the others hear of it before this save answers.
  await publicContentChanged();
}
