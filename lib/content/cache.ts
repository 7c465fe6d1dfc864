import 'server-only';
import { unstable_cache } from 'next/cache';
import type { ContentTag } from './tags';

/**
 * Caches a read in Next's data cache under the given tags, so pages built from it are served
 * from cache until an admin write revalidates a tag.
 *
 * Outside the Next server (contract tests call handlers directly) there is no incremental cache,
 * and unstable_cache would throw; the read then simply runs.
 *
 * Not `'use cache'` + cacheTag/cacheLife: those need `cacheComponents` and store entries through
 * `cacheHandlers`, which the Redis-shared handler the instances agree through does not implement
 * (docs/decisions/data-cache.md).
 */
export function cachedRead<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  keyParts: string[],
  tags: ContentTag[],
): (...args: Args) => Promise<Result> {
  if (!process.env.NEXT_RUNTIME) return read;
  return unstable_cache(read, keyParts, { tags });
}
