import 'server-only';
import { unstable_cache } from 'next/cache';
import type { ContentTag } from './tags';

/** Outside the Next server (contract tests) the read just runs. Not `'use cache'`: docs/decisions/data-cache.md */
export function cachedRead<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  keyParts: string[],
  tags: ContentTag[],
): (...args: Args) => Promise<Result> {
  if (!process.env.NEXT_RUNTIME) return read;
  return unstable_cache(read, keyParts, { tags });
}
