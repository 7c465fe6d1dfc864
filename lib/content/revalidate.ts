import 'server-only';
import { revalidateTag } from 'next/cache';
import { publicContentChanged } from '@/lib/server/content-generation.mjs';
import type { ContentTag } from './tags';

export async function refreshPublicContent(...tags: ContentTag[]): Promise<void> {
  if (!process.env.NEXT_RUNTIME) return;
  // `expire: 0`: gone at once, not served stale while a fresh copy renders in the background.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  // Empties every instance's page cache before this save answers.
  await publicContentChanged();
}
